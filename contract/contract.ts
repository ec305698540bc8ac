import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { parse } from "yaml";

/**
 * The marketplace's contract (contract/marketplace.yaml, OpenAPI 3.1) at run time: which operation a
 * call is, whether an answer matches it (Ajv, the schemas being JSON Schema 2020-12), and which of an
 * answer's fields it does not define. The portal checks every answer with it; the emulator's tests
 * hold the emulator to it, and its strict mode drops what it does not define.
 *
 * The portal and the emulator both use this module; it imports neither.
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  [keyword: string]: unknown;
};

type Content = { content?: Record<string, { schema?: Schema }> };
type Reference = { $ref: string };
type Operation = {
  operationId: string;
  responses: Record<string, Content | Reference>;
  requestBody?: Content | Reference;
};
type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: unknown[] };
type Document = {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Content> };
};

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation of the contract, found by its method and path. */
export type ContractOperation = { method: HttpMethod; path: string; id: string; operation: Operation };

/** What is wrong with an answer: the first place that breaks the contract, in words. */
export type Violation = string;

const SCHEMAS_ID = "marketplace";

/** `/users/{id}` and the emulator's `/users/:id` alike: every parameter segment becomes `{}`. */
const shapeOf = (path: string) => path.replace(/\{[^}/]+\}|:[^/]+/g, "{}");

/** JSON's name for what a value is, as a schema's `type` names it. */
function jsonType(value: unknown) {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

function typesOf(schema: Schema): string[] {
  return schema.type === undefined ? [] : [schema.type].flat();
}

export class MarketplaceContract {
  private readonly operations = new Map<string, ContractOperation>();
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: Document) {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (operation) {
          this.operations.set(`${method} ${shapeOf(path)}`, { method, path, id: operation.operationId, operation });
        }
      }
    }
    this.ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false });
    addFormats(this.ajv);
    // The contract's own annotation: which fields the specification does not show (the decision on the contract).
    this.ajv.addKeyword("x-beyond-spec");
    this.ajv.addSchema({ $id: SCHEMAS_ID, $defs: this.absolute(document.components.schemas) });
  }

  static parse(yamlText: string) {
    return new MarketplaceContract(parse(yamlText) as Document);
  }

  /** Every operation, for the tests that compare the contract with its callers. */
  list(): ContractOperation[] {
    return [...this.operations.values()];
  }

  /** The operation a call is: its path as the contract writes it (`{id}`) or as the emulator routes it (`:id`). */
  find(method: string, path: string): ContractOperation | undefined {
    return this.operations.get(`${method.toLowerCase()} ${shapeOf(path)}`);
  }

  /**
   * The operation a request's own path is (`/suppliers-users/users/5/session`): a literal segment
   * wins over a parameter, as OpenAPI matches `/users/me` before `/users/{id}`.
   */
  match(method: string, requestPath: string): ContractOperation | undefined {
    const segments = requestPath.split("/");
    let best: { found: ContractOperation; literals: number } | undefined;
    for (const found of this.operations.values()) {
      const pattern = found.path.split("/");
      if (found.method !== method.toLowerCase() || pattern.length !== segments.length) continue;
      const fits = pattern.every((part, index) => part.startsWith("{") || part === segments[index]);
      const literals = pattern.filter((part) => !part.startsWith("{")).length;
      if (fits && (!best || literals > best.literals)) best = { found, literals };
    }
    return best?.found;
  }

  /**
   * The schema of an answer with this status: its own, the operation's `default` for a failure, or
   * undefined when the contract says nothing of that answer.
   */
  answerSchema(found: ContractOperation, status: number): Schema | undefined {
    const responses = found.operation.responses;
    const response = responses[String(status)] ?? (status >= 400 ? responses.default : undefined);
    return response && this.resolve<Content>(response).content?.["application/json"]?.schema;
  }

  /** Whether an answer matches its schema: null, or the first violation (the path in the body and what is wrong). */
  check(found: ContractOperation, status: number, body: unknown): Violation | null {
    const key = `${found.method} ${found.path} ${status}`;
    if (!this.validators.has(key)) {
      const schema = this.answerSchema(found, status);
      this.validators.set(key, schema ? this.ajv.compile(this.absolute(schema)) : null);
    }
    const validate = this.validators.get(key);
    if (!validate || validate(body)) return null;
    const [error] = validate.errors ?? [];
    return error ? `${error.instancePath || "the body"} ${error.message}` : "the body does not match";
  }

  /** The fields an object schema requires, its `$ref` followed: for the faults that break an answer on purpose. */
  requiredFields(schema: Schema): string[] {
    const required = this.resolve<Schema>(schema).required;
    return Array.isArray(required) ? required.map(String) : [];
  }

  /** The places of an answer that its schema does not define (JSON pointers), for the emulator's tests. */
  undocumented(schema: Schema, body: unknown): string[] {
    const found: string[] = [];
    this.walk(schema, body, "", (pointer) => found.push(pointer));
    return found;
  }

  /** The answer without what its schema does not define: the emulator's strict mode. */
  strip(schema: Schema, body: unknown): unknown {
    return this.walk(schema, body, "", () => undefined);
  }

  /**
   * Copies `value` keeping what `schema` defines and reporting the rest. `oneOf` and `anyOf` pick
   * their branch by the value's JSON type: the contract combines only schemas of different types
   * (an object or null), which a unit test holds it to.
   */
  private walk(schema: Schema, value: unknown, pointer: string, report: (pointer: string) => void): unknown {
    const resolved = this.resolve<Schema>(schema);
    if (resolved.allOf) throw new Error(`allOf is not used by the contract (${pointer || "/"})`);
    const branches = resolved.oneOf ?? resolved.anyOf;
    if (branches) {
      const type = jsonType(value);
      const branch = branches.find((candidate) => {
        const types = typesOf(this.resolve<Schema>(candidate));
        return types.includes(type) || (type === "integer" && types.includes("number"));
      });
      return branch ? this.walk(branch, value, pointer, report) : value;
    }
    if (Array.isArray(value)) {
      return resolved.items
        ? value.map((item, index) => this.walk(resolved.items!, item, `${pointer}/${index}`, report))
        : value;
    }
    if (value === null || typeof value !== "object" || !typesOf(resolved).includes("object")) return value;
    const copy: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(value)) {
      const defined = resolved.properties?.[name];
      const extra = resolved.additionalProperties;
      if (defined) copy[name] = this.walk(defined, field, `${pointer}/${name}`, report);
      else if (extra && typeof extra === "object") copy[name] = this.walk(extra, field, `${pointer}/${name}`, report);
      else report(`${pointer}/${name}`);
    }
    return copy;
  }

  /** What a `$ref` of the document points at (schemas, responses); anything else as it is. */
  private resolve<T>(node: T | Reference): T {
    let current = node as T | Reference;
    while (current && typeof current === "object" && "$ref" in current && typeof current.$ref === "string") {
      const [, ...steps] = current.$ref.split("/");
      current = steps.reduce<unknown>((parent, step) => (parent as Record<string, unknown>)[step], this.document) as
        T | Reference;
      if (current === undefined) throw new Error(`The contract refers to nothing: ${(node as Reference).$ref}`);
    }
    return current as T;
  }

  /** A schema whose references name the schemas Ajv holds (`marketplace#/$defs/…`). */
  private absolute<T>(schema: T): T {
    return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS_ID}#/$defs/`)) as T;
  }
}
