import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { CORE_SCHEMA, load } from "js-yaml";

/**
 * The marketplace's contract (contract/marketplace.yaml, OpenAPI 3.1) at run time: which operation a
 * call is, whether an answer or a request matches it (Ajv, the schemas being JSON Schema 2020-12),
 * and which of an answer's fields it does not define.
 *
 * Answers are read two ways. `strict`: every keyword, formats and patterns included; the emulator's
 * tests and its strict mode hold the emulator to it. `tolerant`: only the fields an answer must carry
 * and their JSON types; the portal reads the marketplace so (a tolerant reader: a value's format is
 * checked where the portal uses it, with a visible fallback), so an odd date or address never fails
 * a whole page. Requests are always read strictly: the emulator answers a request outside the contract
 * as the marketplace's gateway would, and the portal checks a value before it puts it into a path.
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

type Content = { content?: Record<string, { schema?: Schema }>; required?: boolean };
type Reference = { $ref: string };
type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; required?: boolean; schema?: Schema };
type Operation = {
  operationId: string;
  responses: Record<string, Content | Reference>;
  requestBody?: Content | Reference;
  parameters?: (Parameter | Reference)[];
};
type PathItem = Partial<Record<HttpMethod, Operation>> & { parameters?: (Parameter | Reference)[] };
type Document = {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, Schema>; responses?: Record<string, Content> };
};

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation of the contract, found by its method and path. */
export type ContractOperation = {
  method: HttpMethod;
  path: string;
  id: string;
  operation: Operation;
  /** The path's parameters and the operation's own, the operation's winning. */
  parameters: Parameter[];
};

/** What is wrong with an answer or a request: the first place that breaks the contract, in words. */
export type Violation = string;

/** How an answer is held to its schema: every keyword, or only the fields it must carry and their types. */
export type Reading = "strict" | "tolerant";

export type ParameterPlace = "path" | "query" | "header";

/** A request as the contract sees it: its parameters by place (header names in lower case) and its body. */
export type ContractRequest = {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, unknown>;
  /** JSON as parsed; undefined when the request had none. */
  body?: unknown;
  /** The names of a multipart body's parts, when it was one. */
  formFields?: string[];
};

const SCHEMAS_ID = { strict: "marketplace", tolerant: "marketplace-tolerant" } as const;

/**
 * The keywords that constrain a value beyond its JSON type. A tolerant reading leaves them out: the
 * portal checks a date, an address or a code where it uses one, and falls back visibly there.
 */
const VALUE_KEYWORDS = new Set([
  "format",
  "pattern",
  "enum",
  "const",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
  "multipleOf",
]);

/** A schema without its value keywords: the fields it requires and the JSON types, nothing else. */
function withoutValueKeywords(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutValueKeywords);
  if (!schema || typeof schema !== "object") return schema;
  const shape: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (VALUE_KEYWORDS.has(keyword)) continue;
    if (keyword === "properties" || keyword === "$defs") {
      shape[keyword] = Object.fromEntries(
        Object.entries(value as object).map(([name, field]) => [name, withoutValueKeywords(field)]),
      );
    } else if (keyword === "oneOf") {
      // Without their value keywords two branches may both match: any of them will do.
      shape.anyOf = withoutValueKeywords(value);
    } else if (["items", "additionalProperties", "anyOf", "not"].includes(keyword)) {
      shape[keyword] = withoutValueKeywords(value);
    } else {
      shape[keyword] = value;
    }
  }
  return shape;
}

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

/**
 * The contract's YAML as data, read as YAML 1.2 says (its core schema: an unquoted date stays a
 * string, as JSON would have it). js-yaml, not `yaml`: 50–70 ms for the first read of the contract
 * against 360–380 ms, which each test file that reads it paid (docs/decisions/060).
 */
export function parseContractYaml(yamlText: string): unknown {
  return load(yamlText, { schema: CORE_SCHEMA });
}

export class MarketplaceContract {
  private readonly operations = new Map<string, ContractOperation>();
  private readonly ajv: Ajv2020;
  /** Path, query and header values arrive as text: this one reads "5" as the integer a schema wants. */
  private readonly parameterAjv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction | null>();

  constructor(private readonly document: Document) {
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const parameters = new Map<string, Parameter>();
        for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) {
          const resolved = this.resolve<Parameter>(parameter);
          parameters.set(`${resolved.in} ${resolved.name}`, resolved);
        }
        this.operations.set(`${method} ${shapeOf(path)}`, {
          method,
          path,
          id: operation.operationId,
          operation,
          parameters: [...parameters.values()],
        });
      }
    }
    const schemas = document.components.schemas;
    this.ajv = this.newAjv({});
    this.ajv.addSchema({ $id: SCHEMAS_ID.strict, $defs: this.absolute(schemas, "strict") });
    this.ajv.addSchema({
      $id: SCHEMAS_ID.tolerant,
      $defs: this.absolute(
        Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, withoutValueKeywords(schema)])),
        "tolerant",
      ),
    });
    this.parameterAjv = this.newAjv({ coerceTypes: true });
    this.parameterAjv.addSchema({ $id: SCHEMAS_ID.strict, $defs: this.absolute(schemas, "strict") });
  }

  private newAjv(options: { coerceTypes?: boolean }) {
    const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: false, ...options });
    addFormats(ajv);
    // The contract's own annotation: which fields the specification does not show, and why the portal needs them.
    ajv.addKeyword("x-beyond-spec");
    return ajv;
  }

  static parse(yamlText: string) {
    return new MarketplaceContract(parseContractYaml(yamlText) as Document);
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

  /**
   * Whether an answer matches its schema: null, or the first violation (the path in the body and what
   * is wrong). `tolerant` holds it only to the fields it must carry and their JSON types.
   */
  check(found: ContractOperation, status: number, body: unknown, reading: Reading = "strict"): Violation | null {
    const validate = this.validator(`${reading} ${found.method} ${found.path} ${status}`, () => {
      const schema = this.answerSchema(found, status);
      if (!schema) return null;
      return this.ajv.compile(
        this.absolute(reading === "strict" ? schema : (withoutValueKeywords(schema) as Schema), reading),
      );
    });
    return violationOf(validate, body, "the body");
  }

  /**
   * Whether an answer's schema asks for nothing: the portal reads nothing of it (a "done"), so an
   * empty body or one that is not JSON is as good as any.
   */
  readsNothing(found: ContractOperation, status: number): boolean {
    const schema = this.answerSchema(found, status);
    if (!schema) return false;
    const resolved = this.resolve<Schema>(schema);
    return Object.keys(resolved).every((keyword) => ["type", "description"].includes(keyword));
  }

  /**
   * Whether a request's parameters in these places match the contract: null, or the first violation.
   * A required parameter that is missing, a value of another type, one outside its pattern or list.
   */
  parametersViolation(
    found: ContractOperation,
    places: readonly ParameterPlace[],
    values: Partial<Record<ParameterPlace, Record<string, unknown>>>,
  ): Violation | null {
    for (const parameter of found.parameters) {
      if (!places.includes(parameter.in as ParameterPlace)) continue;
      const given = values[parameter.in as ParameterPlace] ?? {};
      const name = parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name;
      const value = given[name];
      const where = `the ${parameter.in} parameter ${parameter.name}`;
      if (value === undefined || value === null || value === "") {
        if (parameter.required) return `${where} is missing`;
        continue;
      }
      const validate = this.validator(`parameter ${found.method} ${found.path} ${parameter.in} ${name}`, () =>
        parameter.schema
          ? this.parameterAjv.compile({
              type: "object",
              properties: { [name]: this.absolute(parameter.schema, "strict") },
            })
          : null,
      );
      // Wrapped in an object, so coercion can give the value its type ("5" becomes 5).
      if (validate && !validate({ [name]: value }))
        return `${where} ${validate.errors?.[0]?.message ?? "does not match"}`;
    }
    return null;
  }

  /** Whether a whole request matches its operation: parameters in every place, then the body. */
  requestViolation(found: ContractOperation, request: ContractRequest): Violation | null {
    const parameters = this.parametersViolation(found, ["path", "query", "header"], {
      path: request.path,
      query: request.query,
      header: request.headers,
    });
    if (parameters) return parameters;
    const requestBody = found.operation.requestBody && this.resolve<Content>(found.operation.requestBody);
    if (!requestBody?.content) return null;
    const json = requestBody.content["application/json"]?.schema;
    const multipart = requestBody.content["multipart/form-data"]?.schema;
    if (request.formFields) {
      if (!multipart) return "the body must be JSON";
      const missing = this.requiredFields(multipart).find((field) => !request.formFields!.includes(field));
      return missing ? `the body must have required part '${missing}'` : null;
    }
    if (request.body === undefined) return requestBody.required ? "the body is missing" : null;
    if (!json) return "the body must be multipart/form-data";
    const validate = this.validator(`request ${found.method} ${found.path}`, () =>
      this.ajv.compile(this.absolute(json, "strict")),
    );
    return violationOf(validate, request.body, "the body");
  }

  private validator(key: string, compile: () => ValidateFunction | null) {
    if (!this.validators.has(key)) this.validators.set(key, compile());
    return this.validators.get(key) ?? null;
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

  /** A schema whose references name the schemas Ajv holds for this reading (`marketplace#/$defs/…`). */
  private absolute<T>(schema: T, reading: Reading): T {
    return JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${SCHEMAS_ID[reading]}#/$defs/`),
    ) as T;
  }
}

/** Null when the value passes, otherwise the first error: where in the value, and what is wrong. */
function violationOf(validate: ValidateFunction | null, value: unknown, whole: string): Violation | null {
  if (!validate || validate(value)) return null;
  const [error] = validate.errors ?? [];
  return error ? `${error.instancePath || whole} ${error.message}` : `${whole} does not match`;
}
