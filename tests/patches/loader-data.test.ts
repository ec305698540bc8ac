import { createRequire } from "node:module";
import type { createStaticHandler as CreateStaticHandler, json as Json } from "@remix-run/router";
import { describe, expect, it, vi } from "vitest";

// The patch of @remix-run/router's server build (patches/, docs/decisions/099): a loader's `json()`
// answer keeps the text it was made of, and the server reads the loader's data back by parsing that
// text instead of streaming the Response's body (a stream, its reader's promises and a UTF-8 decoding
// a loader). The data must come out exactly as `response.json()` gave it: a JSON round trip. And the
// body is made only when something asks for it (docs/decisions/129): a document never does.

const require = createRequire(import.meta.url);
const { createStaticHandler, json } = require("@remix-run/router") as {
  createStaticHandler: typeof CreateStaticHandler;
  json: typeof Json;
};

describe("a loader's json() data, read back on the server", () => {
  it("is the JSON round trip of what the loader gave, and its body is never read", async () => {
    let answered: Response | undefined;
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => (answered = json({ when: new Date(0), left: undefined, text: "Цена, ₽", list: [1, null] })),
      },
    ]);
    const context = await handler.query(new Request("http://portal.test/"));
    if (context instanceof Response) throw new Error("a redirect");
    expect(context.loaderData.root).toEqual({ when: "1970-01-01T00:00:00.000Z", text: "Цена, ₽", list: [1, null] });
    expect(answered?.bodyUsed).toBe(false);
    // The body is still there for whoever sends the answer itself (a ?_data request).
    expect(await answered?.json()).toEqual(context.loaderData.root);
  });

  it("reads a Response made elsewhere from its body, as published", async () => {
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => new Response('{"a":1}', { headers: { "Content-Type": "application/json" } }),
      },
    ]);
    const context = await handler.query(new Request("http://portal.test/"));
    if (context instanceof Response) throw new Error("a redirect");
    expect(context.loaderData.root).toEqual({ a: 1 });
  });

  it("makes no body for a document, and is still a whole Response to whoever reads it", async () => {
    // A body made of text is encoded to bytes first: a document must not pay for that, nor for its stream.
    const encode = vi.spyOn(TextEncoder.prototype, "encode");
    let answered: Response | undefined;
    const handler = createStaticHandler([
      {
        id: "root",
        path: "/",
        loader: () => (answered = json({ price: "1 200 ₽" }, { status: 201, headers: { "X-Id": "7" } })),
      },
    ]);
    const context = await handler.query(new Request("http://portal.test/"));
    if (context instanceof Response || !answered) throw new Error("no answer");
    expect(context.loaderData.root).toEqual({ price: "1 200 ₽" });
    expect(context.statusCode).toBe(201);
    expect(context.loaderHeaders.root.get("X-Id")).toBe("7");
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();

    const copy = answered.clone();
    expect(answered.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(await new Response(answered.body).text()).toBe('{"price":"1 200 ₽"}');
    expect(answered.bodyUsed).toBe(true);
    await expect(answered.text()).rejects.toThrow(TypeError);
    expect(() => answered?.clone()).toThrow(TypeError);
    expect([copy.status, copy.headers.get("X-Id"), await copy.json()]).toEqual([201, "7", { price: "1 200 ₽" }]);
    expect(new TextDecoder().decode(await json([1, "два"]).arrayBuffer())).toBe('[1,"два"]');
    expect(await json(undefined).text()).toBe("");
  });

  it("refuses a status that cannot have a body at once, as published", () => {
    for (const status of [204, 205, 304]) expect(() => json({}, status)).toThrow(TypeError);
  });
});
