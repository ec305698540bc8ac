import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "htmlparser2";
import type { FloorPage, PageElement, PageNode } from "./page-tree";

/** HTML attributes under their React names (those the portal's pages use). */
const REACT_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  inputmode: "inputMode",
  autocomplete: "autoComplete",
  enctype: "encType",
  novalidate: "noValidate",
  srcset: "srcSet",
  fetchpriority: "fetchPriority",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  crossorigin: "crossOrigin",
  colspan: "colSpan",
  rowspan: "rowSpan",
  datetime: "dateTime",
  viewbox: "viewBox",
  "stroke-width": "strokeWidth",
  "stroke-linecap": "strokeLinecap",
  "stroke-linejoin": "strokeLinejoin",
  "fill-rule": "fillRule",
  "clip-rule": "clipRule",
  "text-anchor": "textAnchor",
  "font-size": "fontSize",
};
type ChildNode = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<ChildNode, { attribs: unknown }>;
type Text = Extract<ChildNode, { type: "text" }>;
// An element of any kind (a tag, a script, a style) has attributes; text is text; the rest is left out.
const isTag = (node: ChildNode): node is Element => "attribs" in node;
const isText = (node: ChildNode): node is Text => node.type === "text";

const BOOLEANS = new Set(["checked", "disabled", "hidden", "required", "selected", "readonly", "multiple", "open"]);

const styleObject = (text: string) =>
  Object.fromEntries(
    text
      .split(";")
      .map((declaration) => declaration.split(":"))
      .filter(([name, value]) => name.trim() && value !== undefined)
      .map(([name, ...value]) => [
        name.trim().replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
        value.join(":").trim(),
      ]),
  );

function propsOf(element: Element) {
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(element.attribs)) {
    if (name === "style") props.style = styleObject(value);
    else if (name === "value" && element.name !== "option" && element.name !== "button") props.defaultValue = value;
    else if (name === "checked") props.defaultChecked = true;
    else props[REACT_NAMES[name] ?? name] = BOOLEANS.has(name) ? true : value;
  }
  return props;
}

/** An element's content as it stands in the page's source. */
const innerHtml = (element: Element, html: string) =>
  element.children.length === 0
    ? ""
    : html.slice(element.children[0].startIndex ?? 0, (element.children.at(-1)?.endIndex ?? -1) + 1);

/**
 * A node as React draws it; comments (React's text separators) and Remix's own context script left
 * out. Scripts, styles and pictures (`<svg>`: the dashboard's charts, docs/decisions/014) are the
 * page's markup as it is, as the portal writes them, not elements React draws one by one.
 */
function pageNode(node: ChildNode, html: string): PageNode | null {
  if (isText(node)) return node.data;
  if (!isTag(node)) return null;
  if (node.name === "script" || node.name === "style" || node.name === "svg") {
    const content = innerHtml(node, html);
    if (content.includes("window.__remixContext")) return null;
    return { tag: node.name, props: { ...propsOf(node), dangerouslySetInnerHTML: { __html: content } }, children: [] };
  }
  const children = node.children.map((child) => pageNode(child, html)).filter((child) => child !== null);
  return { tag: node.name, props: propsOf(node), children };
}

/** The loader data a portal document carried: `window.__remixContext = {…};`. */
function loaderDataOf(html: string) {
  const start = html.indexOf("window.__remixContext = ");
  if (start < 0) return {};
  const text = html.slice(start + "window.__remixContext = ".length, html.indexOf("</script>", start));
  return JSON.parse(text.slice(0, text.lastIndexOf(";"))).state.loaderData;
}

let pages: Map<string, FloorPage> | undefined;

/** The pages in FLOOR_PAGES_DIR (`<name>.html`, as the bench saved them), parsed once. */
export function floorPages() {
  if (pages) return pages;
  const dir = process.env.FLOOR_PAGES_DIR ?? "";
  pages = new Map();
  for (const file of dir ? readdirSync(dir).filter((name) => name.endsWith(".html")) : []) {
    const html = readFileSync(join(dir, file), "utf8");
    const document = parseDocument(html, { withStartIndices: true, withEndIndices: true });
    const root = document.children.find((node) => isTag(node) && node.name === "html");
    if (!root) continue;
    pages.set(file.replace(/\.html$/, ""), {
      html: pageNode(root, html) as PageElement,
      loaderData: loaderDataOf(html),
    });
  }
  return pages;
}
