import { describe, expect, it } from "vitest";
import { REFUSALS } from "./read-form.server";
import { filesOf, readUpload } from "./read-upload.server";

const upload = (form: FormData) => new Request("http://portal.test/catalog/added/", { method: "POST", body: form });
const limits = { maxFileBytes: 10, maxFiles: 2 };

describe("readUpload", () => {
  it("keeps the text fields and the files within their limits", async () => {
    const form = new FormData();
    form.set("name", "Краска");
    form.append("files", new File(["12345"], "a.png", { type: "image/png" }));
    const { form: read, refused } = await readUpload(upload(form), limits);
    expect(read.get("name")).toBe("Краска");
    expect(filesOf(read, "files").map((file) => [file.name, file.size, file.type])).toEqual([
      ["a.png", 5, "image/png"],
    ]);
    expect(refused).toEqual([]);
  });

  it("drops a file over its limit and the ones beyond the count, and still reads the rest of the form", async () => {
    const form = new FormData();
    form.append("files", new File(["x".repeat(11)], "big.png"));
    form.append("files", new File(["1"], "one.png"));
    form.append("files", new File(["2"], "two.png"));
    form.append("files", new File(["3"], "three.png"));
    form.set("name", "после файлов");
    const { form: read, refused } = await readUpload(upload(form), limits);
    expect(filesOf(read, "files").map((file) => file.name)).toEqual(["one.png", "two.png"]);
    expect(refused).toEqual([
      { field: "files", name: "big.png", reason: "tooLarge" },
      { field: "files", name: "three.png", reason: "tooMany" },
    ]);
    expect(read.get("name")).toBe("после файлов");
  });

  it("refuses what is not multipart, and a body larger than any allowed form", async () => {
    const encoded = new Request("http://portal.test/", {
      method: "POST",
      body: "name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    await expect(readUpload(encoded, limits)).rejects.toMatchObject({ status: 415 });
    const huge = new Request("http://portal.test/", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": String(10 * 1024 * 1024) },
    });
    const refusal = await readUpload(huge, limits).catch((thrown: Response) => thrown);
    expect(refusal).toBeInstanceOf(Response);
    expect(((await (refusal as Response).json()) as { message: string }).message).toBe(REFUSALS.tooLarge);
  });
});
