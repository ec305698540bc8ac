import { beforeAll, describe, expect, it } from "vitest";
import { Browser, signedIn, usePortal } from "../../../tests/support/portal";
import * as copy from "./route";

// Copying products to the contract (the trustee's page) creates drafts upstream, so its form is held to its
// one-time key (decision 061, app/services/forms/form-key-claims.server.ts): without a key, or with one
// that is not ours, nothing is copied.

usePortal();

const OWNER = "79000000001"; // demo 01 has the trustee flag
const MANAGER = "79000000004"; // no trustee flag
const PATH = "/catalog/added-copy/";
const COPY_CALL = "/sp-products-catalog/v2/product/offer/copy/batch";
const FORGED = "Форма пришла повреждённой или устарела. Откройте страницу и отправьте форму ещё раз.";

let owner: Browser;
let products: { id: number }[];
beforeAll(async () => {
  owner = await signedIn(OWNER);
  products = (await owner.get(copy, PATH)).data.items;
});

/** The page as the browser has it: its form's key (the root's seed, the page's nonce, the form's name). */
async function openPage(browser: Browser) {
  const page = await browser.open(copy, PATH);
  expect(page.status).toBe(200);
  return browser.formKey(page.root, "copy-products");
}

const copies = async (answer: { calls(): Promise<{ method: string; path: string; body: unknown }[]> }) =>
  (await answer.calls()).filter((call) => call.method === "POST" && call.path === COPY_CALL);

describe("copying products to the contract", () => {
  it("copies the ticked products as drafts: the marketplace gets the contract type and the ids, the page after it lists the drafts", async () => {
    const formKey = await openPage(owner);
    const ids = [String(products[0].id), String(products[1].id)];
    const answer = await owner.post(copy, PATH, {
      formKey,
      intent: "copy",
      contractType: "commission",
      productIds: ids,
    });
    expect(answer.status).toBe(302);
    expect((await copies(answer)).map((call) => call.body)).toEqual([
      { contractType: "commission", productIds: ids.map(Number) },
    ]);
    expect(answer.location).toMatch(/^\/catalog\/added-copy\/\?copied=\d+-\d+%2C\d+-\d+$/);
    const page = await owner.get(copy, answer.location!);
    expect(page.data.copies.map((each: { sourceId: number }) => each.sourceId)).toEqual(ids.map(Number));
  });

  it("copies once when the same form is sent twice: the second send gets the first's answer", async () => {
    const formKey = await openPage(owner);
    const fields = { formKey, intent: "copy", contractType: "commission", productIds: [String(products[0].id)] };
    const first = await owner.post(copy, PATH, fields);
    const second = await owner.post(copy, PATH, fields);
    expect(first.status).toBe(302);
    expect(second).toMatchObject({ status: 302, location: first.location });
    expect(await copies(first)).toHaveLength(1);
    expect(await copies(second)).toEqual([]);
  });

  it("reads only well-formed copies from the URL", async () => {
    for (const search of ["?copied=1-2,junk", "?copied=<b>", "?copied="]) {
      expect((await owner.get(copy, PATH + search)).data.copies).toEqual([]);
    }
  });

  it("refuses the disabled supply contract and an empty choice in Russian, keeping the ticks, and copies nothing", async () => {
    const cases = [
      [{ contractType: "supply", productIds: [String(products[0].id)] }, "Копировать можно только в договор комиссии"],
      [{ contractType: "commission", productIds: [] }, "Отметьте товары, которые нужно скопировать"],
      [{ contractType: "commission", productIds: ["1; DROP"] }, "Отметьте товары, которые нужно скопировать"],
    ] as const;
    for (const [fields, message] of cases) {
      const formKey = await openPage(owner);
      const answer = await owner.post(copy, PATH, { formKey, intent: "copy", ...fields });
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ chosen: fields.productIds, message });
      expect(await answer.calls()).toEqual([]);
    }
  });

  it("is the trustee's: a manager without the flag is sent to main before anything is read or copied", async () => {
    const manager = await signedIn(MANAGER);
    const answer = await manager.post(copy, PATH, { intent: "copy", contractType: "commission", productIds: ["1"] });
    expect(answer).toMatchObject({ status: 302, location: "/" });
    expect(await answer.calls()).toEqual([]);
  });

  it("refuses an unknown intent in Russian", async () => {
    const formKey = await openPage(owner);
    const answer = await owner.post(copy, PATH, { formKey, intent: "copy-all", contractType: "commission" });
    expect(answer.status).toBe(400);
    expect(answer.data.message).toMatch(/^Неизвестное действие/);
    expect(await answer.calls()).toEqual([]);
  });
});

describe("the copy form's one-time key", () => {
  const fields = () => ({ intent: "copy", contractType: "commission", productIds: [String(products[2].id)] });

  it("is required: a form without one copies nothing", async () => {
    const answer = await owner.post(copy, PATH, fields());
    expect(answer.status).toBe(400);
    expect(answer.data).toEqual({ message: FORGED });
    expect(await answer.calls()).toEqual([]);
  });

  it("must be ours and name the viewer: a forged key, or one of another user's page, copies nothing", async () => {
    const formKey = await openPage(owner);
    const [seed, nonce, form] = formKey.split("~");
    const [, issued, salt, signature] = seed.split(".");
    const forgedKeys = [
      // Another user id under our signature.
      [[2, issued, salt, signature].join("."), nonce, form].join("~"),
      // A signature that is not ours.
      [[1, issued, salt, signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))].join("."), nonce, form].join("~"),
      "junk",
    ];
    // A page shown to the visitor, not to this user.
    const visitor = new Browser();
    forgedKeys.push(visitor.formKey((await visitor.open(copy, "/info-base/")).root, "copy-products"));
    for (const key of forgedKeys) {
      const answer = await owner.post(copy, PATH, { formKey: key, ...fields() });
      expect(answer.status, key).toBe(400);
      expect(answer.data).toEqual({ message: FORGED });
      expect(await answer.calls()).toEqual([]);
    }
  });

  it("is freed by a refusal: the form corrected on the same page goes through, once", async () => {
    const formKey = await openPage(owner);
    const refused = await owner.post(copy, PATH, { formKey, ...fields(), contractType: "supply" });
    expect(refused.status).toBe(400);
    const corrected = await owner.post(copy, PATH, { formKey, ...fields() });
    expect(corrected.status).toBe(302);
    expect(await copies(corrected)).toHaveLength(1);
  });
});
