import { createRequire } from "node:module";
import { join } from "node:path";
import { Writable } from "node:stream";
import { createElement as h, Fragment, lazy, Suspense, type ReactNode } from "react";
import { describe, expect, it } from "vitest";

// The patch of react-dom's Node server build (patches/, docs/decisions/022) rewrites how the page's
// HTML is encoded: pieces joined as text, encoded once per write React completes. The browser build's
// writer is left as published and renders the same markup: every page written by the patched
// production build must be the same bytes, at every chunk boundary.

const require = createRequire(import.meta.url);
/** The builds by their files: react-dom's package exports name neither. */
const build = (name: string) => require(join(import.meta.dirname, "../../node_modules/react-dom/cjs", name));
type RenderOptions = { nonce?: string; bootstrapScriptContent?: string };
type NodeServer = {
  renderToPipeableStream(
    tree: ReactNode,
    options: RenderOptions & { onAllReady(): void; onError(error: unknown): void },
  ): { pipe(destination: Writable): void };
};
type BrowserServer = {
  renderToReadableStream(tree: ReactNode, options: RenderOptions): Promise<ReadableStream & { allReady: Promise<void> }>;
};
const patched = build("react-dom-server.node.production.min.js") as NodeServer;
const published = build("react-dom-server.browser.production.min.js") as BrowserServer;

/** The bytes the patched writer sends, as the portal's entry.server takes them: all at once, when all is ready. */
function patchedBytes(tree: ReactNode, options: RenderOptions = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks)));
    const stream = patched.renderToPipeableStream(tree, { ...options, onAllReady: () => stream.pipe(sink), onError: reject });
  });
}

async function publishedBytes(tree: ReactNode, options: RenderOptions = {}) {
  const stream = await published.renderToReadableStream(tree, options);
  await stream.allReady;
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const page = (body: ReactNode) =>
  h("html", { lang: "ru" }, h("head", null, h("meta", { charSet: "utf-8" }), h("title", null, "Каталог")), h("body", null, body));

/** Rows of Cyrillic text, an emoji (a surrogate pair) and escaped characters, so that pieces cross every boundary. */
const rows = (count: number, offset = 0) =>
  h(
    "table",
    null,
    h(
      "tbody",
      null,
      Array.from({ length: count }, (_, index) =>
        h(
          "tr",
          { key: index, "data-row": index + offset, className: "catalog-row" },
          h("th", null, `Товар №${index + offset} «Плитка керамическая» 🧱`),
          h("td", { title: `Артикул <${index}> & "кавычки"` }, "ё".repeat(index % 37)),
          h("td", null, `${(index * 13.5).toFixed(2)} ₽`),
        ),
      ),
    ),
  );

const expectSameBytes = async (tree: ReactNode, options?: RenderOptions) => {
  const [ours, theirs] = [await patchedBytes(tree, options), await publishedBytes(tree, options)];
  expect(ours.length).toBe(theirs.length);
  expect(ours.equals(theirs)).toBe(true);
  return ours;
};

describe("the patched page writer", () => {
  it("writes a small page as React does", async () => {
    await expectSameBytes(page(h("h1", null, "Портал поставщика")));
  });

  it("writes Cyrillic text byte for byte, whatever its length", async () => {
    // Every row count shifts where the text ends.
    for (const count of [60, 61, 62, 197, 600]) {
      const bytes = await expectSameBytes(page(rows(count)));
      expect(bytes.toString("utf8")).toContain(`Товар №${count - 1} «Плитка керамическая» 🧱`);
    }
    // A text of surrogate pairs: an encoding cut at an odd place would break one in two.
    for (const prefix of ["", "ж", "жж"]) await expectSameBytes(page(h("p", null, prefix + "🧱".repeat(20_000))));
    // Three bytes for every character: the most UTF-8 a text can take, the size the writer's buffer is made for.
    await expectSameBytes(page(h("p", null, "₽".repeat(30_000))));
  });

  it("carries the page's nonce onto its scripts", async () => {
    const bytes = await expectSameBytes(page(rows(50)), { nonce: "bm9uY2U=", bootstrapScriptContent: "window.ready=1" });
    expect(bytes.toString("utf8")).toContain('<script nonce="bm9uY2U=">window.ready=1</script>');
  });

  it("writes a large page with a boundary that resolves later", async () => {
    const Later = lazy(
      () => new Promise<{ default: () => ReactNode }>((resolve) => setTimeout(() => resolve({ default: () => rows(3000, 5000) }), 20)),
    );
    const tree = page(h(Fragment, null, rows(5000), h(Suspense, { fallback: h("p", null, "Загрузка…") }, h(Later))));
    const bytes = await expectSameBytes(tree);
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
  });
});
