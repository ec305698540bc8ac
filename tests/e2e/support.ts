import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

/**
 * Tags the calls of what `target` asks for from now on (a page, or every page of a context) with a
 * request id of its own, so the emulator's request log (and a fault) names only this test's.
 */
export async function tagRequests(target: Pick<Page, "setExtraHTTPHeaders">, prefix: string) {
  const requestId = `${prefix}-${randomUUID()}`;
  await target.setExtraHTTPHeaders({ "X-Request-Id": requestId });
  return requestId;
}

/** The demo accounts of README.md (password demo123). */
export const DEMO = {
  owner: "79000000001",
  ownerWithoutCompany: "79000000002",
  ownerWithoutContract: "79000000003",
  manager: "79000000004",
  contentManager: "79000000005",
  service: "79000000006",
  ownerWithSmsLogin: "79000000007",
} as const;
export const DEMO_PASSWORD = "demo123";

/** How far the page scrolls sideways at its viewport's width, in px: 0 or less when it fits the screen. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The words of the elements `selector` finds that the browser broke across lines, letters on two
 * lines («конфиденциальност|и»): a column too narrow for its text, or a heading too large for its screen.
 */
export const wordsBrokenIn = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const broken: string[] = [];
    const range = document.createRange();
    for (const element of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
        for (const word of text.data.matchAll(/[\p{L}\p{N}]+/gu)) {
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((box) => Math.round(box.top)));
          if (lines.size > 1) broken.push(word[0]);
        }
      }
    }
    return broken;
  }, selector);

/** The marketplace's VAT rates as shown (none, 10%, 20%), as every page and export writes them. */
export const VAT_RATES = ["Без НДС", "10%", "20%"];

/**
 * Signs the page's browser context in by posting the login form, as a browser without JavaScript
 * would; the session cookie lands in the context. For the login UI itself see auth.spec.ts.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await signInRequest(page.request, username, password);
}

/** The same for a test's plain HTTP client (the `request` fixture): later requests carry the session. */
export async function signInRequest(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  const response = await request.post("/auth/", {
    form: { intent: "login", username, password, remember: "on", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(response.status(), `login of ${username}`).toBe(302);
}

/**
 * A form's one-time key as its page gives it: a post that changes something upstream carries one,
 * like a post copied from the page would (app/services/forms/form-key-claims.server.ts). `form` is the
 * form's name, the key's last part.
 */
export async function formKeyOn(request: APIRequestContext, path: string, form: string) {
  return formKeyIn(await (await request.get(path)).text(), form);
}

/** The same, from a page's HTML already fetched. */
export function formKeyIn(html: string, form: string) {
  const key = new RegExp(`name="formKey" value="([^"]+~${form})"`).exec(html)?.[1];
  if (!key) throw new Error(`the page has no key of the form ${form}`);
  return key.replaceAll("&amp;", "&");
}

/** A sign-in posted with plain fetch to a portal a test started itself; the answer as it came (no redirect followed). */
export const postLogin = (base: string, username: string, password = DEMO_PASSWORD) =>
  fetch(`${base}/auth/`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", username, password, remember: "on" }),
  });

/**
 * What axe-core finds wrong on the page as it is now, one line a rule: where, the rule, its help and
 * the elements. Only violations are collected: the passes' element lists, which no test reads, cost
 * about a quarter of a scan on a long page. Axe runs its rules in the page itself (legacy mode), as the
 * portal draws no frames: by default it gathers the results in a second, blank page of its own, which
 * made a scan 2–3 times slower (the catalog 3.2–3.9 s → 1.2, the dashboard 1.1 → 0.55, idle machine).
 */
export async function accessibilityViolations(page: Page, where = new URL(page.url()).pathname) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations.map(
    (violation) =>
      `${where} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target).join(" ")})`,
  );
}

/**
 * What the IBM Equal Access checker finds and axe lets pass, one line a finding as above: an ARIA
 * reference (aria-controls, aria-labelledby, …) naming no element of the page, such as a closed
 * combobox's list that is drawn only when open; and a link that opens a new tab without saying
 * «откроется в новой вкладке» (its text or aria-label).
 */
export async function accessibilityGaps(page: Page, where = new URL(page.url()).pathname) {
  return page.evaluate((where) => {
    const found: string[] = [];
    const REFERENCES = ["aria-controls", "aria-labelledby", "aria-describedby", "aria-activedescendant", "aria-owns"];
    for (const element of document.querySelectorAll(REFERENCES.map((name) => `[${name}]`).join(","))) {
      for (const name of REFERENCES) {
        for (const id of element.getAttribute(name)?.split(/\s+/).filter(Boolean) ?? []) {
          if (!document.getElementById(id))
            found.push(`${where} ${name} of ${element.tagName.toLowerCase()}#${element.id} names no element: "${id}"`);
        }
      }
    }
    for (const link of document.querySelectorAll("a[target=_blank]")) {
      const name = link.getAttribute("aria-label") ?? link.textContent ?? "";
      if (!name.includes("откроется в новой вкладке"))
        found.push(`${where} a link opens a new tab unannounced: «${name}»`);
    }
    return found;
  }, where);
}

/**
 * The controls of each row of a list as Chromium's accessibility tree gives them to a screen reader,
 * read through the DevTools protocol: for each element of the class `rowClass`, in the page's order,
 * a line a checkbox, field or button, `role «accessible name»`, or what keeps it out of the tree. A row
 * the browser skipped drawing (content-visibility) has its controls "not in the tree" (docs/decisions/027).
 */
export async function rowControlsInAccessibilityTree(page: Page, rowClass = "catalog-row") {
  type DomNode = { nodeName: string; backendNodeId: number; attributes?: string[]; children?: DomNode[] };
  const attribute = (node: DomNode, name: string) => {
    const index = node.attributes?.findIndex((value, at) => at % 2 === 0 && value === name) ?? -1;
    return index < 0 ? undefined : node.attributes![index + 1];
  };
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const axOf = new Map(nodes.map((node) => [node.backendDOMNodeId, node]));
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const isControl = (node: DomNode) =>
      ["SELECT", "TEXTAREA", "BUTTON"].includes(node.nodeName) ||
      (node.nodeName === "INPUT" && attribute(node, "type") !== "hidden");
    const controlsIn = (node: DomNode): DomNode[] => [
      ...(isControl(node) ? [node] : []),
      ...(node.children ?? []).flatMap(controlsIn),
    ];
    const rows: DomNode[] = [];
    const findRows = (node: DomNode) => {
      if (attribute(node, "class")?.split(" ").includes(rowClass)) rows.push(node);
      else node.children?.forEach(findRows);
    };
    findRows(root as DomNode);
    return rows.map((row) =>
      controlsIn(row).map((control) => {
        const ax = axOf.get(control.backendNodeId);
        const what = `${control.nodeName.toLowerCase()} ${attribute(control, "name") ?? ""}`.trim();
        if (!ax) return `${what}: not in the tree`;
        if (ax.ignored) return `${what}: ignored (${ax.ignoredReasons?.map((reason) => reason.name).join(", ")})`;
        return `${ax.role?.value} «${ax.name?.value ?? ""}»`;
      }),
    );
  } finally {
    await cdp.detach();
  }
}

/** A 1×1 PNG picture. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A PNG file to attach; `bytes` pads it to that size after its end, which image readers ignore. */
export function picture(name: string, bytes = PNG.length) {
  return { name, mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.alloc(Math.max(0, bytes - PNG.length))]) };
}

/** A valid EAN-13 nobody has used: 12 random digits and their check digit. */
export function freshBarcode() {
  const first12 = Array.from({ length: 12 }, (_, index) => (index === 0 ? 4 : Math.floor(Math.random() * 10))).join("");
  const sum = [...first12].reduce((acc, digit, index) => acc + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** Chooses the contract of the company `shortName` in the page's header: its number. */
export async function chooseContractOf(page: Page, shortName: string) {
  const switcher = page.getByRole("banner").locator(".workplace-switcher");
  await switcher.locator("summary").click();
  const contract = switcher.getByRole("group", { name: shortName }).getByRole("radio");
  const number = ((await contract.locator("xpath=..").textContent()) ?? "").replace("№", "").trim();
  await contract.check();
  await switcher.getByRole("button", { name: "Выбрать" }).click();
  return number;
}
