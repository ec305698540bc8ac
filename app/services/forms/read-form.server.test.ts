import { describe, expect, it } from "vitest";
import { FORM_LIMIT_BYTES, readForm, readIntent, REFUSALS } from "./read-form.server";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://portal.test/feedback/", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

/** The status and message of a thrown refusal. */
async function refusalOf(promise: Promise<unknown> | (() => unknown)) {
  try {
    await (typeof promise === "function" ? promise() : promise);
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, message: ((await thrown.json()) as { message: string }).message };
  }
  throw new Error("not refused");
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    const encoded = await readForm(
      post("intent=save&name=%D0%98%D0%B2%D0%B0%D0%BD", "application/x-www-form-urlencoded"),
    );
    expect(encoded.get("name")).toBe("Иван");
    const multipart = new FormData();
    multipart.set("mainText", "Добрый день");
    multipart.set("file", new Blob(["a;b"], { type: "text/csv" }), "price.csv");
    const parsed = await readForm(new Request("http://portal.test/", { method: "POST", body: multipart }));
    expect(parsed.get("mainText")).toBe("Добрый день");
    expect((parsed.get("file") as File).name).toBe("price.csv");
  });

  it("reads an empty form as a form without fields", async () => {
    expect([...(await readForm(post(null, "application/x-www-form-urlencoded"))).keys()]).toEqual([]);
  });

  it("refuses what is not a form with 415", async () => {
    expect(await refusalOf(readForm(post('{"name":"x"}', "application/json")))).toEqual({
      status: 415,
      message: REFUSALS.notAForm,
    });
    expect(await refusalOf(readForm(post("name=x")))).toMatchObject({ status: 415 });
    expect(await refusalOf(readForm(post(null)))).toMatchObject({ status: 415 });
  });

  it("refuses a broken multipart body with 400", async () => {
    const broken = post("--nope\r\ngarbage", "multipart/form-data; boundary=other");
    expect(await refusalOf(readForm(broken))).toEqual({ status: 400, message: REFUSALS.malformed });
    expect(await refusalOf(readForm(post("x", "multipart/form-data")))).toMatchObject({ status: 400 });
  });

  it("refuses a body over the limit, declared or streamed, with 400", async () => {
    const big = "a=" + "x".repeat(FORM_LIMIT_BYTES);
    expect(await refusalOf(readForm(post(big, "application/x-www-form-urlencoded")))).toEqual({
      status: 400,
      message: REFUSALS.tooLarge,
    });
    const streamed = new Request("http://portal.test/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new Blob([big]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(await refusalOf(readForm(streamed))).toMatchObject({ status: 400 });
    expect(
      await refusalOf(readForm(post("a=12345", "application/x-www-form-urlencoded"), { maxBytes: 4 })),
    ).toMatchObject({
      status: 400,
    });
  });
});

describe("readIntent", () => {
  const form = (intent?: string) => {
    const data = new FormData();
    if (intent !== undefined) data.set("intent", intent);
    return data;
  };

  it("answers an intent the page's forms send", () => {
    expect(readIntent(form("save"), ["save", "delete"])).toBe("save");
  });

  it("refuses an unknown or missing intent with 400", async () => {
    expect(await refusalOf(() => readIntent(form("drop"), ["save"]))).toEqual({
      status: 400,
      message: REFUSALS.unknownIntent,
    });
    expect(await refusalOf(() => readIntent(form(), ["save"]))).toMatchObject({ status: 400 });
  });
});
