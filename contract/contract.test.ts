import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contractTypes, TYPES_FILE } from "../scripts/contract-types.mjs";
import { MarketplaceContract, type Schema } from "./contract";

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
        const types = branches.flatMap((branch) => [resolve(branch).type ?? "any"].flat());
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
    const { trustee: _trustee, ...withoutTrustee } = user;
    expect(contract.check(me, 200, withoutTrustee)).toBe("the body must have required property 'trustee'");
    expect(contract.check(me, 200, { ...user, id: "1" })).toBe("/id must be integer");
    expect(contract.check(me, 200, null)).toBe("the body must be object");
  });

  it("finds and drops the fields the contract does not define, however deep", () => {
    const extra = { ...user, session: { activeContractorId: 1 }, roles: ["ROLE_OWNER"], secret: 1 };
    expect(contract.undocumented(schema, extra)).toEqual(["/session", "/secret"]);
    expect(contract.strip(schema, extra)).toEqual(user);
  });

  it("matches a request's own path, a literal segment before a parameter", () => {
    expect(contract.match("GET", "/suppliers-users/users/me")?.id).toBe("me");
    expect(contract.match("GET", "/suppliers-users/users/5")?.id).toBe("user");
    expect(contract.match("PUT", "/suppliers-users/managers/5/block")?.id).toBe("setWorkerStatus");
    expect(contract.match("POST", "/suppliers-users/managers/5/send-link")?.id).toBe("resendInvitation");
    expect(contract.match("GET", "/nowhere")).toBeUndefined();
  });
});
