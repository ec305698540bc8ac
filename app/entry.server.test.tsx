import { PassThrough } from "node:stream";
import { buffer } from "node:stream/consumers";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";

/** What entry.server streams: the bytes React writes for a tree, whole. */
function streamBytes(tree: JSX.Element) {
  return new Promise<Buffer>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(tree, {
      onAllReady() {
        const body = new PassThrough();
        buffer(body).then(resolve, reject);
        pipe(body);
      },
      onShellError: reject,
    });
  });
}

/** Many short Cyrillic texts: React encodes each into its 2048-byte view, so some land on its edge. */
const page = (padding: number) => (
  <main title={"х".repeat(padding + 1)}>
    {Array.from({ length: 400 }, (_, index) => (
      <p key={index} data-label={`Ячейка ${index}`}>
        Товар № {index}: цена ₽, остаток на складе — ёмкость 😀
      </p>
    ))}
  </main>
);

describe("the streamed document (patches/react-dom: React 18 wrote the unfilled end of its buffer)", () => {
  it("is valid UTF-8 without NUL or U+FFFD whatever falls on a chunk boundary", async () => {
    for (let padding = 0; padding < 6; padding += 1) {
      const bytes = await streamBytes(page(padding));
      expect(bytes.includes(0), `NUL byte with padding ${padding}`).toBe(false);
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      expect(text).not.toContain("\uFFFD");
      expect(
        text.endsWith(
          '<p data-label="Ячейка 399">Товар № <!-- -->399<!-- -->: цена ₽, остаток на складе — ёмкость 😀</p></main>',
        ),
      ).toBe(true);
    }
  });
});
