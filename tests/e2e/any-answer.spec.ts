import { startContractMock, type ContractMock, type RecordedCall, type Steering } from "./contract-mock";
import { PRIVATE_PAGES, PUBLIC_PAGES } from "./route-table";
import { startPortal, stop, type StartedPortal } from "./servers";
import { DEMO, DEMO_PASSWORD } from "./support";
import { expect, test } from "./test";

// The portal against any answer the contract allows (docs/decisions/095): a marketplace generated
// from contract/marketplace.yaml by Prism (random data, the same for one seed) behind the proxy of
// contract-mock.ts. Each round, one seed: sign in (with and without the code step), open every page
// of the route table signed in and the public ones as a visitor, ask each signed-in page's data as a
// client navigation does (`_data` of each route it matched), send the first step of the main forms,
// then make one list's call fail and look for its message on the page. Across the rounds:
// - no answer is a 500, nor another 5xx than 502/503/504 with a Russian message in the layout (a
//   client navigation's data: no error a loader threw that was not a Response);
// - every round signs in (an answer the contract allows must not keep a supplier out);
// - no request the portal sends is outside the contract (Prism checks each one);
// - a page whose data comes back as an error shows the marketplace's message inside the layout.
// A failure names the seed; `ANY_ANSWER_SEEDS=3 npx playwright test tests/e2e/any-answer.spec.ts
// --project=nojs` runs that round alone (a round's steering follows from its seed). What each
// round reached (page statuses, each form's answer and calls) is printed, failing or not.

const SEEDS = (process.env.ANY_ANSWER_SEEDS ?? "1,2,3,4").split(",").map(Number);
/** Pages fetched at the same time. */
const AT_ONCE = 4;
const FAILING_TEXT = "Проверка: сервис маркетплейса недоступен";

/** A round's steering, from its seed alone: the same seed is the same round when run by itself. */
function steeringOf(seed: number): Steering {
  return {
    // The code step, none, and an answer without the field (where the contract allows that).
    codeRequired: ([true, false, "absent"] as const)[seed % 3],
    // Prism's roles are random, often none: every other round the viewer is an owner, who may open every page.
    roles: seed % 2 === 0 ? ["ROLE_OWNER"] : undefined,
    // Prism fills every optional field: in half the rounds about half of them are left out.
    dropOptional: Math.floor(seed / 2) % 2 === 1 ? seed : undefined,
  };
}

/** Pages whose data one call brings, the call's path, in the order a round tries them (rotated by seed). */
const FAILABLE = [
  { page: "/orders/", call: "/suppliers-orders/personal/order/list" },
  { page: "/catalog/", call: "/sp-products-catalog/v2/product/offer/list" },
  { page: "/stocks/seller/b2c/", call: "/suppliers-promotions/personal" },
  { page: "/documents/upd/", call: "/suppliers-documents/personal/document/list" },
  { page: "/personal/workers/", call: "/suppliers-users/managers/by-owner" },
  // A visitor's page too, whatever the viewer may open (unless the portal's cache answers it).
  { page: "/info-base/", call: "/suppliers-orders/article/category/list" },
];

/** The first step of the main forms: the page that offers it and the form's id (its key's last part). */
const FORMS: { page: string; form: string; visitor?: boolean; intent?: RegExp }[] = [
  { page: "/registry/", form: "registration", visitor: true },
  { page: "/", form: "trade-claim", visitor: true },
  { page: "/?modal=feedback", form: "feedback" },
  { page: "/personal/company/edit/", form: "company" },
  { page: "/personal/workers/added/", form: "worker" },
  { page: "/stocks/seller/b2c/create/", form: "seller-promotion" },
  { page: "/catalog/added/", form: "product-editor", intent: /^draft$/ },
  { page: "/personal/settings/", form: "profile" },
];

/** Besides the route table: a category and an article of the knowledge base. */
const MORE_PAGES = ["/info-base/1/", "/info-base/1/1/"];

const LAYOUT = [/class="(site|auth)-header/, /class="site-footer/, /id="main"/];
/** A stack frame: `at fn (/path/file.js:1:2)` or `at /path/file.js:1:2`. */
const STACK = /\bat (?:\S+ \()?(?:\/|file:\/\/|node:)\S*:\d+:\d+\)?/;

type Answer = {
  method: string;
  url: string;
  status: number;
  html: string;
  requestId: string;
  location: string | null;
  /** Remix's mark of an error a loader threw that was not a Response (an answer it did not expect). */
  remixError: boolean;
};

test("the portal against any answer the contract allows: no 500, no request outside the contract, the upstream's message in the layout @nojs", async () => {
  test.setTimeout(60_000 + SEEDS.length * 15_000);
  const begun = Date.now();
  const mock = await startContractMock(SEEDS[0]);
  let portal: StartedPortal | undefined;
  const failures: string[] = [];
  const signInFailures: string[] = [];
  const notes: string[] = [];
  const errorShown: string[] = [];
  const calls: (RecordedCall & { seed: number; page?: string })[] = [];
  /** What each form's post answered in each round, and the marketplace calls it made. */
  const formsSent = new Map<string, string[]>();
  /** Each round's steering, the statuses of its signed-in pages and its time. */
  const pageStatuses: string[] = [];
  try {
    portal = await startPortal({
      MARKETPLACE_API_URL: mock.url,
      RATE_LIMITS: "off",
      VISITOR_CACHE: "off",
      WEB_CONCURRENCY: "1",
      LOG_LEVEL: "warn",
    });
    await mock.ready();
    notes.push(`the portal and Prism started in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
    const base = portal.url;
    const output = portal.output;
    for (const [index, seed] of SEEDS.entries()) {
      const started = Date.now();
      if (index > 0) await mock.restart(seed);
      const steering = steeringOf(seed);
      if (steering.codeRequired === "absent" && codeRequiredIsRequired(mock)) {
        notes.push(
          `seed ${seed}: pre-login's codeRequired is required by the contract: the round sends false instead of leaving it out`,
        );
        steering.codeRequired = false;
      }
      mock.steer(steering);
      mock.clear();
      const round = new Round(base, seed);
      const fail = (answer: Answer, problem: string) =>
        failures.push(
          `seed ${seed} ${answer.method} ${answer.url} → ${problem}${errorLines(output(), answer.requestId)
            .map((line) => `\n    ${line}`)
            .join("")}`,
        );
      const judged = (answer: Answer) => {
        const problem = problemOf(answer);
        if (problem) fail(answer, problem);
        return answer;
      };

      // Sign in, with the code step when pre-login asks for it.
      const signedIn = await round.signIn(steering.codeRequired === true, judged);
      if (signedIn !== true) {
        const [problem, answer] = signedIn;
        const made = round
          .callsOf(answer.requestId, mock)
          .map((call) => `${call.method} ${new URL(call.path, base).pathname} ${call.status}`);
        signInFailures.push(
          `seed ${seed} sign-in (codeRequired ${String(steering.codeRequired)}): ${problem}; its calls: ${made.join(", ") || "none"}` +
            errorLines(output(), answer.requestId)
              .map((line) => `\n    ${line}`)
              .join(""),
        );
      }

      // Every page, signed in and as a visitor; nothing followed.
      const visitor = new Round(base, seed, round);
      const scanned = new Map<string, Answer>();
      const signedInPages = [
        ...new Set(["/", ...PRIVATE_PAGES, ...PUBLIC_PAGES.map((page) => page.path), ...MORE_PAGES]),
      ];
      const visitorPages = [...PUBLIC_PAGES.map((page) => page.path), ...MORE_PAGES];
      await inTurns(
        [
          ...(signedIn === true ? signedInPages.map((path) => ({ path, by: round })) : []),
          ...visitorPages.map((path) => ({ path, by: visitor })),
        ],
        async ({ path, by }) => {
          const answer = judged(await by.get(path));
          if (by === round || !scanned.has(path)) scanned.set(path, answer);
        },
      );

      // The same pages as a browser with scripts asks for them on a client navigation: the `_data` of
      // each route the page matched, with the same answers of the marketplace.
      const dataRequests =
        signedIn === true
          ? [...scanned]
              .filter(([, answer]) => answer.status === 200)
              .flatMap(([path, answer]) => routeIdsOf(answer.html).map((routeId) => dataUrl(path, routeId)))
          : [];
      const dataStatuses = new Map<number, number>();
      await inTurns(dataRequests, async (url) => {
        const answer = await round.get(url);
        dataStatuses.set(answer.status, (dataStatuses.get(answer.status) ?? 0) + 1);
        const problem = dataProblemOf(answer);
        if (problem) fail(answer, problem);
      });

      // The next round's Prism starts meanwhile.
      if (index + 1 < SEEDS.length) mock.prepare(SEEDS[index + 1]);

      // The first step of the main forms, as a browser without JavaScript sends them, one at a time.
      for (const form of FORMS) {
        if (!form.visitor && signedIn !== true) continue;
        const sent = await (form.visitor ? visitor : round).sendForm(form.page, form.form, form.intent, judged);
        if (!sent) continue;
        const made = round
          .callsOf(sent.requestId, mock)
          .map((call) => `${call.method} ${new URL(call.path, base).pathname}`);
        const refused = sent.status >= 400 ? ` (${refusalOf(sent.html)})` : "";
        formsSent.set(form.form, [
          ...(formsSent.get(form.form) ?? []),
          `seed ${seed}: ${sent.status}${refused}${sent.location ? ` → ${sent.location}` : ""}, ${made.length ? made.join(", ") : "no call"}`,
        ]);
      }

      // One page's data comes back as an error: its message in the layout, 502/503/504. A page whose
      // data the portal keeps a while (the knowledge base's categories, a dictionary) asks no more
      // once kept, so the next page is tried: an answer from the portal's memory is not the error's.
      const rotated = [...FAILABLE.slice(seed % FAILABLE.length), ...FAILABLE.slice(0, seed % FAILABLE.length)];
      /** Whether an answer's request asked the marketplace for `call` (one from the portal's memory did not). */
      const asked = (answer: Answer, call: string) =>
        round.callsOf(answer.requestId, mock).some((made) => made.path.startsWith(call));
      const candidates = rotated.filter(({ page, call }) => {
        const answer = scanned.get(page);
        return answer?.status === 200 && asked(answer, call);
      });
      let judgedFailure = false;
      for (const chosen of candidates) {
        mock.steer({ ...steering, failing: { pathPrefix: chosen.call, status: 503, errorText: FAILING_TEXT } });
        const answer = judged(await (signedIn === true ? round : visitor).get(chosen.page));
        mock.steer(steering);
        if (!asked(answer, chosen.call)) {
          notes.push(
            `seed ${seed}: ${chosen.page} answered ${answer.status} from the portal's memory, without ${chosen.call}`,
          );
          continue;
        }
        const missing = [
          [502, 503, 504].includes(answer.status) ? null : `status ${answer.status}`,
          answer.html.includes(FAILING_TEXT) ? null : "the marketplace's errorText",
          ...LAYOUT.map((part) => (part.test(answer.html) ? null : `the layout's ${part.source}`)),
        ].filter(Boolean);
        if (missing.length > 0) {
          errorShown.push(`seed ${seed} ${chosen.page} (${chosen.call} answering 503): without ${missing.join(", ")}`);
        }
        notes.push(`seed ${seed}: ${chosen.page} with ${chosen.call} answering 503: ${answer.status}`);
        judgedFailure = true;
        break;
      }
      // Without a sign-in (reported above) only the knowledge base is left, and it may come from the portal's cache.
      if (!judgedFailure && signedIn === true) {
        errorShown.push(`seed ${seed}: none of ${FAILABLE.map(({ page }) => page).join(", ")} was drawn with its call`);
      }

      calls.push(...mock.calls().map((call) => ({ ...call, seed, page: round.pageOf(call.requestId) })));
      const statuses = new Map<number, number>();
      for (const { status } of scanned.values()) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const counted = [...statuses].map(([status, count]) => `${status}×${count}`).join(", ");
      const took = ((Date.now() - started) / 1000).toFixed(1);
      const upstream = (mock.calls().reduce((sum, call) => sum + call.ms, 0) / 1000).toFixed(1);
      pageStatuses.push(
        `seed ${seed} ${JSON.stringify(steering)}: ${signedIn === true ? "signed in" : "not signed in"}, pages ${counted}, data ${[...dataStatuses].map(([status, count]) => `${status}×${count}`).join(", ") || "none"}; ${took} s, ${mock.calls().length} calls taking ${upstream} s together`,
      );
    }
  } finally {
    if (portal) await stop(portal);
    await mock.stop();
  }

  const violations = violationList(calls, mock);
  const summary = [
    `seeds ${SEEDS.join(", ")}: ${calls.length} marketplace calls, ${calls.filter((call) => call.steered?.includes("dropped")).length} answers with optional fields left out`,
    ...pageStatuses,
    ...FORMS.map(({ form }) => `form ${form}: ${formsSent.get(form)?.join("; ") ?? "in no round (not offered)"}`),
    ...notes,
  ].join("\n");
  console.log(summary);
  test.info().annotations.push({ type: "any-answer", description: summary });
  expect
    .soft(failures, `answers that are a 500 or a bare 5xx (seed, URL, status, the portal's error lines)`)
    .toEqual([]);
  expect.soft(signInFailures, "every round signs in, with and without the code step").toEqual([]);
  expect.soft(violations, "requests Prism refused as outside the contract").toEqual([]);
  expect.soft(errorShown, "a page whose data came back as an error shows the marketplace's message").toEqual([]);
});

/** What is wrong with an answer, if anything: a 500, another 5xx than 502-504, one outside the layout, a stack. */
function problemOf(answer: Answer): string | null {
  const { status, html } = answer;
  if (status >= 500 && ![502, 503, 504].includes(status)) return `${status} ${titleOf(html)}`;
  if (status >= 500) {
    const missing = LAYOUT.filter((part) => !part.test(html)).map((part) => part.source);
    if (missing.length > 0) return `${status} outside the layout (no ${missing.join(", ")})`;
    if (!/[а-яё]/i.test(textOf(mainOf(html)))) return `${status} without a Russian message`;
  }
  if (STACK.test(textOf(html))) return `${status} with a stack trace`;
  return null;
}

/** The routes whose loaders drew a document: what the browser's router asks `_data` of on a client navigation. */
function routeIdsOf(html: string) {
  const context = /window\.__remixContext = (\{[\s\S]*?\});<\/script>/.exec(html)?.[1];
  if (!context) return [];
  const { state } = JSON.parse(context) as { state?: { loaderData?: Record<string, unknown> } };
  // A route without a loader stands there as null, and the browser asks it for nothing.
  return Object.entries(state?.loaderData ?? {})
    .filter(([, data]) => data !== null)
    .map(([routeId]) => routeId);
}

const dataUrl = (path: string, routeId: string) =>
  `${path}${path.includes("?") ? "&" : "?"}_data=${encodeURIComponent(routeId)}`;

/**
 * What is wrong with a client navigation's data, if anything: an error Remix did not get as a Response
 * (its X-Remix-Error), a 500 or another 5xx than 502-504, a stack. Its 502-504 is the route's boundary
 * in the browser, inside the layout the page keeps.
 */
function dataProblemOf(answer: Answer): string | null {
  if (answer.remixError) return `${answer.status} an error the loader did not expect: ${answer.html.slice(0, 200)}`;
  if (answer.status >= 500 && ![502, 503, 504].includes(answer.status))
    return `${answer.status} ${answer.html.slice(0, 200)}`;
  if (STACK.test(answer.html)) return `${answer.status} with a stack trace`;
  return null;
}

/** The messages a refused form shows: at its fields (by the field's id) and above it. */
const fieldMessagesIn = (html: string) =>
  [
    ...[...html.matchAll(/<p class="field__message" id="([^"]+)-message"[^>]*>([\s\S]*?)<\/p>/g)].map(([, id, inner]) =>
      `${id}: ${textOf(inner).trim()}`.trim(),
    ),
    ...[...html.matchAll(/<div\b[^>]*class="[^"]*notification--error[^"]*"[^>]*>([\s\S]*?)<\/div>/g)].map(([, inner]) =>
      textOf(inner).trim(),
    ),
  ].filter((message) => !message.endsWith(":"));

/** What a refusal says: its messages, else its title and the start of its main text. */
const refusalOf = (html: string) => {
  const messages = fieldMessagesIn(html);
  return messages.length ? messages.join("; ") : `${titleOf(html)}: ${textOf(mainOf(html)).trim().slice(0, 200)}`;
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
const mainOf = (html: string) => /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
const textOf = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/[ \t]+/g, " ");

/** The portal's log lines of one request that warn or carry an error, shortened to the message and the stack's top. */
function errorLines(output: string, requestId: string) {
  const lines: string[] = [];
  for (const line of output.split("\n")) {
    if (!line.includes(`"requestId":"${requestId}"`)) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: unknown;
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      if (!entry.err && !["warn", "error", "fatal", 40, 50, 60].includes(entry.level as string | number)) continue;
      const stack = entry.err?.stack?.split("\n").slice(0, 4).join(" | ") ?? "";
      lines.push([entry.msg, stack].filter(Boolean).join(" — ").slice(0, 700));
    } catch {
      lines.push(line.slice(0, 700));
    }
  }
  return lines;
}

/** Requests outside the contract, one line for each operation and message: where, how often, an example. */
function violationList(calls: (RecordedCall & { seed: number; page?: string })[], mock: ContractMock) {
  const byKind = new Map<string, { seeds: Set<number>; count: number; example: string; pages: Set<string> }>();
  for (const call of calls) {
    const { pathname } = new URL(call.path, "http://mock");
    const operation = mock.contract.match(call.method, pathname)?.path ?? pathname;
    for (const violation of call.violations) {
      const key = `${call.method} ${operation}: ${violation.message} (${violation.location.join(".")})`;
      const kind = byKind.get(key) ?? { seeds: new Set(), count: 0, example: call.path, pages: new Set() };
      kind.seeds.add(call.seed);
      kind.count += 1;
      if (call.page) kind.pages.add(call.page);
      byKind.set(key, kind);
    }
  }
  return [...byKind].map(
    ([key, kind]) =>
      `${key}: ${kind.count} calls, seeds ${[...kind.seeds].join(",")}, e.g. ${kind.example}` +
      (kind.pages.size ? `, from ${[...kind.pages].slice(0, 4).join(" ")}` : ""),
  );
}

function codeRequiredIsRequired(mock: ContractMock) {
  const preLogin = mock.contract.find("post", "/suppliers-users/auth/v2/pre-login");
  const schema = preLogin && mock.contract.answerSchema(preLogin, 200);
  return schema ? mock.contract.requiredFields(schema).includes("codeRequired") : false;
}

async function inTurns<T>(items: T[], work: (item: T) => Promise<unknown>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

let requestNumber = 0;

/** One browser without JavaScript: its cookies, the pages it asked for by request id. */
class Round {
  private readonly cookies = new Map<string, string>();
  private readonly pages: Map<string, string>;

  constructor(
    private readonly base: string,
    private readonly seed: number,
    /** Another browser of the same round: the page record is shared. */
    sibling?: Round,
  ) {
    this.pages = sibling?.pages ?? new Map();
  }

  pageOf(requestId: string | null) {
    return requestId ? this.pages.get(requestId) : undefined;
  }

  callsOf(requestId: string, mock: ContractMock) {
    return mock.calls().filter((call) => call.requestId === requestId);
  }

  get(url: string) {
    return this.send("GET", url);
  }

  /** One request; a form as a browser encodes it (multipart when its form says so, with its own boundary). */
  async send(method: string, url: string, form?: URLSearchParams | FormData): Promise<Answer> {
    const requestId = `any-answer-${this.seed}-${++requestNumber}`;
    this.pages.set(requestId, `${method === "GET" ? "" : `${method} `}${url}`);
    const response = await fetch(new URL(url, this.base), {
      method,
      redirect: "manual",
      headers: {
        "X-Request-Id": requestId,
        ...(this.cookies.size
          ? { Cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ") }
          : {}),
        ...(form ? { Origin: this.base } : {}),
      },
      body: form,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(";");
      const [name, value] = [pair.slice(0, pair.indexOf("=")).trim(), pair.slice(pair.indexOf("=") + 1).trim()];
      const gone = attributes.some((attribute) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(attribute));
      if (gone || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return {
      method,
      url,
      status: response.status,
      html: await response.text(),
      requestId,
      location: response.headers.get("location"),
      remixError: response.headers.has("x-remix-error"),
    };
  }

  /**
   * The login form of /auth/, then its code step when the portal asks for one: true, or what went
   * wrong with the answer that showed it.
   */
  async signIn(codeStep: boolean, judged: (answer: Answer) => Answer): Promise<true | [string, Answer]> {
    const page = judged(await this.get("/auth/"));
    const login = formsIn(page.html).find((form) => form.id === "login");
    if (!login) return [`/auth/ answered ${page.status} without the login form`, page];
    const fields = filled(login, undefined, { username: DEMO.owner, password: DEMO_PASSWORD });
    const answer = judged(await this.send("POST", login.action ?? "/auth/?index", fields));
    if (answer.status !== 302) return [`the login answered ${answer.status}: ${refusalOf(answer.html)}`, answer];
    const asksForCode = new URL(answer.location ?? "/", this.base).pathname === "/auth/";
    if (asksForCode !== codeStep) return [`the login ${asksForCode ? "asked" : "did not ask"} for a code`, answer];
    if (asksForCode) {
      const step = judged(await this.get("/auth/"));
      const codeForm = formsIn(step.html).find((form) => form.fields.some((field) => field.name === "code"));
      if (!codeForm) return [`the code step answered ${step.status} without a code form`, step];
      const sent = judged(
        await this.send("POST", codeForm.action ?? "/auth/?index", filled(codeForm, undefined, { code: "1234" })),
      );
      if (sent.status !== 302) return [`the code step answered ${sent.status}: ${refusalOf(sent.html)}`, sent];
    }
    const probe = judged(await this.get("/personal/settings/"));
    if (probe.status === 302 && probe.location?.includes("redirectTo=")) {
      return ["signed in, the portal still sends to the login", probe];
    }
    return true;
  }

  /**
   * Sends the form `id` of `page` filled with valid-looking values; a page offering first a GET step
   * (the company's INN) has it sent first. The post's answer, or null when the page did not offer the form.
   */
  async sendForm(page: string, id: string, intent: RegExp | undefined, judged: (answer: Answer) => Answer) {
    let answer = judged(await this.get(page));
    if (answer.status !== 200) return null;
    let form = formsIn(answer.html).find((candidate) => candidate.id === id && candidate.method === "post");
    const first = formsIn(answer.html).find((candidate) => candidate.id.startsWith(id) && candidate.method === "get");
    if (!form && first) {
      const query = filled(first);
      answer = judged(await this.get(`${first.action ?? page}${first.action?.includes("?") ? "&" : "?"}${query}`));
      form = formsIn(answer.html).find((candidate) => candidate.id === id && candidate.method === "post");
    }
    if (!form) return null;
    const fields = filled(form, intent);
    const body = form.multipart ? new FormData() : fields;
    if (body instanceof FormData) for (const [name, value] of fields) body.append(name, value);
    return judged(await this.send("POST", form.action ?? page, body));
  }
}

type HtmlField = { name: string; type: string; value: string; checked: boolean; options?: string[] };
type HtmlForm = {
  id: string;
  method: string;
  action: string | null;
  multipart: boolean;
  fields: HtmlField[];
  intents: string[];
};

const unescape = (text: string) =>
  text
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

function attributesOf(tag: string) {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)(?:="([^"]*)")?/g))
    attributes[name.toLowerCase()] = unescape(value ?? "");
  return attributes;
}

/** The forms of a page as its HTML has them: fields with their values, the intents its buttons send. */
function formsIn(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, tag, inner]) => {
    const form = attributesOf(tag);
    const fields: HtmlField[] = [];
    for (const [, input] of inner.matchAll(/<input\b([^>]*)>/g)) {
      const { name, type = "text", value = "", checked } = attributesOf(input);
      if (name) fields.push({ name, type, value, checked: checked !== undefined });
    }
    for (const [, select, options] of inner.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
      const { name } = attributesOf(select);
      const values = [...options.matchAll(/<option\b([^>]*)>/g)].map(([, option]) => attributesOf(option));
      const selected = values.find((option) => option.selected !== undefined && option.value);
      if (name) {
        fields.push({
          name,
          type: "select",
          value: selected?.value ?? "",
          checked: false,
          options: values.map((option) => option.value ?? ""),
        });
      }
    }
    for (const [, textarea, text] of inner.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const { name } = attributesOf(textarea);
      if (name) fields.push({ name, type: "textarea", value: unescape(text), checked: false });
    }
    const intents = [...inner.matchAll(/<button\b([^>]*)>/g)]
      .map(([, button]) => attributesOf(button))
      .filter((button) => button.name === "intent" && button.value)
      .map((button) => button.value);
    return {
      id: form.id ?? "",
      method: (form.method ?? "get").toLowerCase(),
      action: form.action ?? null,
      multipart: form.enctype === "multipart/form-data",
      fields,
      intents,
    };
  });
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Valid-looking values by a field's own name (the part after the last dot or bracket). */
const VALUES: Record<string, string> = {
  name: "Иванов Иван",
  fio: "Иванов Иван Иванович",
  clientFullName: "Иванов Иван Иванович",
  phone: "+7 (900) 000-00-01",
  clientPhone: "+7 (900) 000-00-01",
  email: "supplier@example.com",
  clientEmail: "supplier@example.com",
  inn: "7707083893",
  kpp: "770701001",
  bic: "044525225",
  bankName: "ПАО Сбербанк",
  corrAccount: "30101810400000000225",
  settAccount: "40702810938000000001",
  zipCode: "101000",
  fullAddress: "г. Москва, ул. Тверская, д. 1",
  shortName: "ООО Проверка",
  position: "Генеральный директор",
  reason: "Устав",
  mainText: "Проверка обращения",
  brand: "Проверка",
  post: "Директор",
  area: "100",
  palletPlaceQuantity: "10",
  startAt: inDays(7),
  finishAt: inDays(30),
  minPercent: "10",
  article: "ART-1",
  barcode: "4600000000008",
  price: "1000",
  oldPrice: "1200",
  stock: "5",
  weight: "1",
  length: "10",
  width: "10",
  height: "10",
  description: "Проверка описания товара",
  attachmentLinks: "",
  videoLink: "",
};

/** A form's fields as a browser would send them, with valid-looking values and one of its intents. */
function filled(form: HtmlForm, intent?: RegExp, own: Record<string, string> = {}) {
  const body = new URLSearchParams();
  const ticked = new Set<string>();
  for (const field of form.fields) {
    const short =
      field.name
        .split(/[.[\]]/)
        .filter(Boolean)
        .at(-1) ?? field.name;
    const chosen = own[field.name] ?? VALUES[short];
    if (field.type === "hidden") body.append(field.name, field.value);
    else if (field.type === "checkbox" || field.type === "radio") {
      // The ticked ones, else the first of each name (a consent, a company, a store).
      const first = !ticked.has(field.name) && !form.fields.some((other) => other.name === field.name && other.checked);
      if (field.checked || first) body.append(field.name, field.value || "on");
      ticked.add(field.name);
    } else if (field.type === "select") {
      const options = field.options?.filter(Boolean) ?? [];
      const value = field.value || options.find((option) => /^\d+$/.test(option)) || options[0] || "";
      body.append(field.name, chosen !== undefined && options.includes(chosen) ? chosen : value);
    } else if (field.type === "file" || field.type === "submit") continue;
    else if (chosen !== undefined) body.append(field.name, chosen);
    else if (field.value) body.append(field.name, field.value);
    else if (field.type === "email") body.append(field.name, VALUES.email);
    else if (field.type === "tel") body.append(field.name, VALUES.phone);
    else if (field.type === "date") body.append(field.name, inDays(7));
    else if (field.type === "number") body.append(field.name, "1");
    else body.append(field.name, "Проверка");
  }
  const chosenIntent = (intent && form.intents.find((value) => intent.test(value))) ?? form.intents[0];
  if (chosenIntent && !body.has("intent")) body.append("intent", chosenIntent);
  return body;
}
