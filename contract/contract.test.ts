import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractTypes, TYPES_FILE } from "../scripts/contract-types.mjs";
import { MarketplaceContract, parseContractYaml, type Schema } from "./contract";

const text = readFileSync(new URL("./marketplace.yaml", import.meta.url), "utf8");
const contract = MarketplaceContract.parse(text);
const ADAPTERS = new URL("../app/services/marketplace/", import.meta.url);

/** Every call the adapters make: `api.get("/path"`, `api.download("/path"`, … as written in the source. */
function adapterCalls() {
  const calls: { method: string; path: string; file: string }[] = [];
  for (const file of readdirSync(ADAPTERS).filter((name) => name.endsWith(".server.ts"))) {
    const source = readFileSync(new URL(file, ADAPTERS), "utf8");
    for (const [, verb, path] of source.matchAll(/\bapi\.(get|post|put|patch|delete|download)\(\s*"([^"]+)"/g)) {
      calls.push({ method: verb === "download" ? "get" : verb, path, file });
    }
  }
  return calls;
}

describe("the marketplace's contract", () => {
  const calls = adapterCalls();

  it("describes every call of app/services/marketplace", () => {
    expect(calls.length).toBeGreaterThan(70);
    const missing = calls.filter(({ method, path }) => !contract.find(method, path));
    expect(missing).toEqual([]);
  });

  it("describes nothing the portal does not call", () => {
    const called = new Set(calls.map(({ method, path }) => `${method} ${path}`));
    called.add("post /suppliers-users/auth/token/refresh"); // the client's own call, in client.server.ts
    const unused = contract.list().filter(({ method, path }) => !called.has(`${method} ${path}`));
    expect(unused.map(({ id }) => id)).toEqual([]);
  });

  it("gives every operation an answer and the error shape for failures", () => {
    for (const found of contract.list()) {
      expect(contract.answerSchema(found, 500), found.id).toBeDefined();
      const success = [200, 202].map((status) => contract.answerSchema(found, status)).filter(Boolean);
      if (found.id !== "orderFile") expect(success.length, found.id).toBeGreaterThan(0);
    }
  });

  it("combines only schemas of different JSON types in answers, which is how they are checked field by field", () => {
    const document = JSON.parse(JSON.stringify((contract as unknown as { document: unknown }).document));
    const resolve = (node: Schema): Schema =>
      node.$ref
        ? resolve(
            node.$ref
              .split("/")
              .slice(1)
              .reduce((parent, step) => parent[step], document),
          )
        : node;
    const walk = (node: unknown): void => {
      if (!node || typeof node !== "object") return;
      const schema = node as Schema;
      for (const branches of [schema.oneOf, schema.anyOf]) {
        if (!branches) continue;
        // Branches of one JSON type only where there is nothing inside to walk: an open list of
        // strings (the known values, or any string).
        const types = branches
          .flatMap((branch) => [resolve(branch).type ?? "any"].flat())
          .filter((type) => type === "object" || type === "array" || type === "any");
        expect(new Set(types).size).toBe(types.length);
      }
      expect(schema.allOf).toBeUndefined();
      // Requests are typed from the contract, never checked field by field.
      Object.entries(schema).forEach(([key, value]) => key !== "requestBody" && walk(value));
    };
    walk(document);
  });

  it("is what the client's types were generated from (npm run contract:types)", async () => {
    expect(readFileSync(TYPES_FILE, "utf8")).toBe(await contractTypes());
  });
});

describe("what the contract assumes beyond the specification", () => {
  const record = readFileSync(
    new URL("../docs/decisions/094-tolerant-reader-and-a-contract-of-the-spec.md", import.meta.url),
    "utf8",
  );
  const rows = record.split("\n").filter((line) => line.startsWith("| `"));
  const document = parseContractYaml(text) as Record<string, unknown>;

  /** Every place tagged `x-beyond-spec`, as a JSON pointer's steps. */
  function tagged(node: unknown, steps: string[] = []): string[][] {
    if (!node || typeof node !== "object") return [];
    const here = typeof (node as Record<string, unknown>)["x-beyond-spec"] === "string" ? [steps] : [];
    return [...here, ...Object.entries(node).flatMap(([key, value]) => tagged(value, [...steps, key]))];
  }

  /** The words a row of the record's table names a tagged place by: `Product.name`, `GET /path` and its status. */
  function namesOf(steps: string[]): string[] {
    const [section, kind, name, ...rest] = steps;
    if (section === "paths") {
      const [status, ...inner] = rest.slice(1);
      const property = inner.at(-2) === "properties" ? [`\`${inner.at(-1)}\``] : [];
      return [`\`${name.toUpperCase()} ${kind}\``, status, ...property];
    }
    if (kind === "parameters")
      return [`\`${(document.components as { parameters: Record<string, { name: string }> }).parameters[name].name}\``];
    const properties = rest.filter((_, index) => rest[index - 1] === "properties");
    const list = rest.at(-1) === "items" ? "[]" : "";
    return [`\`${[name, ...properties].join(".")}${list}\``];
  }

  it("lists every tagged place in the decision record, which is what we confirm with the marketplace's team", () => {
    const places = tagged(document);
    expect(places.length).toBeGreaterThan(25);
    const unlisted = places
      .map((steps) => ({ where: steps.join("/"), names: namesOf(steps) }))
      .filter(({ names }) => !rows.some((row) => names.every((word) => row.includes(word))));
    expect(unlisted).toEqual([]);
  });
});

describe("an answer against the contract", () => {
  const me = contract.find("get", "/suppliers-users/users/me")!;
  const schema = contract.answerSchema(me, 200)!;
  const user = {
    id: 1,
    name: "Иванов Сергей Петрович",
    phone: "79000000001",
    email: "demo01@portal.test",
    roles: ["ROLE_OWNER"],
    contractors: [],
    trustee: true,
  };

  it("passes when it is what the contract promises", () => {
    expect(contract.check(me, 200, user)).toBeNull();
    expect(contract.undocumented(schema, user)).toEqual([]);
  });

  it("names a missing required field, a wrong type and a broken body", () => {
    const { contractors: _contractors, ...withoutContractors } = user;
    expect(contract.check(me, 200, withoutContractors)).toBe("the body must have required property 'contractors'");
    expect(contract.check(me, 200, { ...user, id: "1" })).toBe("/id must be integer");
    expect(contract.check(me, 200, null)).toBe("the body must be object");
  });

  it("reads tolerantly only what an answer must carry and the JSON types: not formats, patterns or lists of values", () => {
    const odd = { id: 1, contractors: [{ id: 2, inn: "не ИНН" }], roles: ["ROLE_NEW"], name: "" };
    expect(contract.check(me, 200, odd, "tolerant")).toBeNull();
    expect(contract.check(me, 200, odd)).toBe('/contractors/0/inn must match pattern "^([0-9]{10}|[0-9]{12})$"');
    expect(contract.check(me, 200, { id: 1 }, "tolerant")).toBe("the body must have required property 'contractors'");
    expect(contract.check(me, 200, { id: "1", contractors: [] }, "tolerant")).toBe("/id must be integer");
  });

  it("finds and drops the fields the contract does not define, however deep", () => {
    const extra = { ...user, session: { activeContractorId: 1 }, roles: ["ROLE_OWNER"], secret: 1 };
    expect(contract.undocumented(schema, extra)).toEqual(["/session", "/secret"]);
    expect(contract.strip(schema, extra)).toEqual(user);
  });

  it("holds a request to its parameters and body: the marker header, a path pattern, a type, a required field", () => {
    const contracts = contract.find("get", "/suppliers-contracts/contracts/by_inn/{inn}")!;
    const site = { "x-site": "seller" };
    expect(contract.requestViolation(contracts, { path: { inn: "7728145639" }, headers: site })).toBeNull();
    expect(contract.requestViolation(contracts, { path: { inn: "7728145639" }, headers: {} })).toBe(
      "the header parameter X-Site is missing",
    );
    expect(contract.requestViolation(contracts, { path: { inn: "12ab" }, headers: site })).toBe(
      'the path parameter inn must match pattern "^([0-9]{10}|[0-9]{12})$"',
    );
    const session = contract.find("put", "/suppliers-users/users/{id}/session")!;
    const choice = { activeContractorId: 1, activeContractId: null };
    expect(contract.requestViolation(session, { path: { id: "5" }, headers: site, body: choice })).toBeNull();
    expect(contract.requestViolation(session, { path: { id: "x" }, headers: site, body: choice })).toBe(
      "the path parameter id must be integer",
    );
    expect(
      contract.requestViolation(session, { path: { id: "5" }, headers: site, body: { activeContractId: 1 } }),
    ).toBe("the body must have required property 'activeContractorId'");
    expect(contract.requestViolation(session, { path: { id: "5" }, headers: site })).toBe("the body is missing");
  });

  it("matches a request's own path, a literal segment before a parameter", () => {
    expect(contract.match("GET", "/suppliers-users/users/me")?.id).toBe("me");
    expect(contract.match("GET", "/suppliers-users/users/5")?.id).toBe("user");
    expect(contract.match("PUT", "/suppliers-users/managers/5/block")?.id).toBe("setWorkerStatus");
    expect(contract.match("POST", "/suppliers-users/managers/5/send-link")?.id).toBe("resendInvitation");
    expect(contract.match("GET", "/nowhere")).toBeUndefined();
  });
});
