import { afterEach, describe, expect, it, vi } from "vitest";
import { runWithRecord, type RequestRecord } from "~/services/request-record.server";
import * as sessions from "~/services/session/session.server";
import * as keys from "./form-key-claims.server";
import * as kept from "./kept-form-store.server";
import { keepForm } from "./kept-over-sign-in.server";

// A form's one-time key lets its first send through and gives that answer to every repeat (docs/decisions/061).

afterEach(() => vi.useRealTimers());

/** A signed-in browser of user `userId`, working under a contract: each call is a new request of its session. */
async function browserOf(userId: number, { contractorId = 4, contractId = 5, contractNumber = "2022-К-0311" } = {}) {
  const session = await sessions.getSession(new Request("http://portal.test/"));
  session.set("user", { id: userId, name: "Тестов Тест", roles: ["ROLE_OWNER"], trustee: false });
  session.set("token", "t");
  session.set("activeContractorId", contractorId);
  session.set("activeContractId", contractId);
  session.set("activeContractNumber", contractNumber);
  const cookie = (await sessions.commitSession(new Request("http://portal.test/"), session)).split(";")[0];
  return (url = "http://portal.test/stocks/seller/b2c/create/") => new Request(url, { headers: { Cookie: cookie } });
}

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

/** One send of a form, run as the server runs a request: its answer told to the record once sent. */
async function send(request: Request, form: FormData, answer: { status: number; location: string | null }) {
  const record: RequestRecord = { startedAt: 0, upstream: [] };
  try {
    await runWithRecord(record, () => keys.acceptOnce(request, form, { required: true }));
  } catch (thrown) {
    return thrown as Response;
  }
  await record.onAnswer?.(answer);
  return null;
}

const keyOf = async (userId: number, form = "seller-promotion") =>
  `${await keys.mintFormSeed(userId, { forDocument: false })}~nonce${Math.random()}~${form}`;

describe("a form's one-time key", () => {
  it("is ours only when its seed is signed by us, fresh, and names the viewer", async () => {
    const key = await keyOf(7);
    expect(await keys.readFormSeed(key)).toMatchObject({ userId: 7 });
    expect(await keys.readFormSeed(key.replace(/^7\./, "8."))).toBeNull();
    expect(await keys.readFormSeed("7.abc.def.ghi~n~f")).toBeNull();
    expect(await keys.readFormSeed("junk")).toBeNull();
    vi.useFakeTimers({ now: Date.now() + 49 * 60 * 60 * 1000 });
    expect(await keys.readFormSeed(key)).toBeNull();
  });

  it("is the same for the documents of one hour (a cached page is the same page), random for data", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 9, 5) });
    const document = await keys.mintFormSeed(7, { forDocument: true });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 9, 55));
    expect(await keys.mintFormSeed(7, { forDocument: true })).toBe(document);
    expect(await keys.mintFormSeed(8, { forDocument: true })).not.toBe(document);
    expect(await keys.mintFormSeed(7, { forDocument: false })).not.toBe(
      await keys.mintFormSeed(7, { forDocument: false }),
    );
    expect(await keys.readFormSeed(`${document}~nonce~form`)).toMatchObject({ userId: 7 });
    vi.setSystemTime(Date.UTC(2026, 10, 26, 10, 0));
    expect(await keys.mintFormSeed(7, { forDocument: true })).not.toBe(document);
  });

  it("names its own user in every document seed, for more users than are kept signed", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 11, 5) });
    const seeds = new Map<number, string>();
    for (let userId = 1; userId <= 10_050; userId++)
      seeds.set(userId, await keys.mintFormSeed(userId, { forDocument: true }));
    for (const userId of [1, 9_999, 10_000, 10_001, 10_050]) {
      expect(await keys.mintFormSeed(userId, { forDocument: true })).toBe(seeds.get(userId));
      expect(await keys.readFormSeed(`${seeds.get(userId)}~nonce~form`)).toMatchObject({ userId });
    }
    expect(new Set(seeds.values()).size).toBe(seeds.size);
  });

  it("lets the first send through and gives its redirect to the next one, with no second run", async () => {
    const browser = await browserOf(7);
    const form = formOf({ formKey: await keyOf(7), name: "Акция" });
    expect(await send(browser(), form, { status: 302, location: "/stocks/seller/b2c/21/" })).toBeNull();
    const repeated = await send(browser(), form, { status: 302, location: "/elsewhere/" });
    expect(repeated?.status).toBe(302);
    expect(repeated?.headers.get("Location")).toBe("/stocks/seller/b2c/21/");
  });

  it("forgets an answer that is not a redirect: the same form may be sent again", async () => {
    const browser = await browserOf(7);
    const form = formOf({ formKey: await keyOf(7), name: "" });
    expect(await send(browser(), form, { status: 400, location: null })).toBeNull();
    expect(await send(browser(), form, { status: 302, location: "/done/" })).toBeNull();
  });

  it("refuses the same key with another body, a forged key, another user's key and a missing one", async () => {
    const browser = await browserOf(7);
    const key = await keyOf(7);
    await send(browser(), formOf({ formKey: key, name: "Первая" }), { status: 302, location: "/one/" });
    const other = await send(browser(), formOf({ formKey: key, name: "Другая" }), { status: 302, location: "/" });
    expect(other?.status).toBe(409);
    expect(await other?.json()).toEqual({ message: keys.FORM_KEY_REFUSALS.otherBody });
    const forged = await send(browser(), formOf({ formKey: `${key}x`.replace(/^7\./, "9."), name: "Х" }), {
      status: 302,
      location: "/",
    });
    expect(forged?.status).toBe(400);
    const someoneElses = await send(browser(), formOf({ formKey: await keyOf(8), name: "Х" }), {
      status: 302,
      location: "/",
    });
    expect(someoneElses?.status).toBe(400);
    const missing = await send(browser(), formOf({ name: "Х" }), { status: 302, location: "/" });
    expect(missing?.status).toBe(400);
  });

  it("makes a send that arrives while the first runs wait for its answer", async () => {
    const browser = await browserOf(7);
    const form = formOf({ formKey: await keyOf(7), name: "Параллельная" });
    const record: RequestRecord = { startedAt: 0, upstream: [] };
    await runWithRecord(record, () => keys.acceptOnce(browser(), form, { required: true }));
    const second = send(browser(), form, { status: 302, location: "/never/" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    await record.onAnswer?.({ status: 302, location: "/stocks/seller/b2c/30/" });
    expect((await second)?.headers.get("Location")).toBe("/stocks/seller/b2c/30/");
  });
});

describe("a form sent after its session ended", () => {
  const post = (fields: Record<string, string>) =>
    new Request("http://portal.test/stocks/seller/b2c/create/?_data=routes%2Fstocks", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("is kept, without its secrets, for the user its key names, and sends them to sign in and back", async () => {
    const answer = await keepForm(
      post({
        formKey: await keyOf(7),
        name: "Набранная",
        password: "secret1",
        passwordConfirm: "secret1",
        code: "1234",
        intent: "save",
        // Not secrets, though their names end in "code".
        barcode: "4601234567893",
        "legalAddress.zipCode": "101000",
      }),
    );
    expect(answer?.status).toBe(302);
    const location = new URL(answer!.headers.get("Location")!, "http://portal.test");
    expect(location.pathname).toBe("/auth/");
    const back = new URL(location.searchParams.get("redirectTo")!, "http://portal.test");
    expect(back.pathname).toBe("/stocks/seller/b2c/create/");
    expect(back.searchParams.has("_data")).toBe(false);

    const page = new Request(`http://portal.test${back.pathname}${back.search}`);
    expect(await kept.readKeptForm(page, 7)).toEqual({
      userId: 7,
      form: "seller-promotion",
      fields: [
        ["name", "Набранная"],
        ["barcode", "4601234567893"],
        ["legalAddress.zipCode", "101000"],
      ],
      files: [],
    });
    expect(await kept.readKeptForm(page, 8)).toBeNull();
    expect(await kept.readKeptForm(new Request("http://portal.test/?restore=forged-id"), 7)).toBeNull();
  });

  it("says that nothing was sent and names the files to attach again", () => {
    const now = { workplace: "4:5", contractNumber: "2022-К-0311" };
    const notice = kept.keptFormNotice(
      { userId: 7, form: "product-editor", fields: [], files: ["files", "files"] },
      now,
    );
    expect(notice.text).toContain("Сеанс завершился до отправки формы, поэтому ничего не отправлено.");
    expect(notice.text).toContain("приложите заново изображения товара.");
    expect(kept.keptFormNotice({ userId: 7, form: "f", fields: [], files: [] }, now).text).not.toContain("Файлы");
  });

  /** A multipart post as a browser streams it, in 64 KiB pieces; `read()` says how many bytes the server took. */
  async function multipartPost(form: FormData) {
    const encoded = new Response(form);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    let read = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= bytes.length) return controller.close();
        const piece = bytes.subarray(read, read + 64 * 1024);
        read += piece.length;
        controller.enqueue(piece);
      },
    });
    const request = new Request("http://portal.test/catalog/added/", {
      method: "POST",
      body,
      headers: { "Content-Type": encoded.headers.get("Content-Type")! },
      duplex: "half",
    } as RequestInit);
    return { request, size: bytes.length, read: () => read };
  }
  const picture = (name: string) => new File([new Uint8Array(3 * 1024 * 1024).fill(7)], name, { type: "image/png" });

  it("is kept with pictures far over the 1 MiB of a form: the text before and after them, the pictures named, none of their bytes", async () => {
    const form = new FormData();
    form.append("formKey", await keyOf(7, "product-editor"));
    form.append("name", "Плитка, набранная до фото");
    form.append("files", picture("front.png"));
    form.append("files", picture("back.png"));
    form.append("description", "Описание после фото");
    const { request, size, read } = await multipartPost(form);
    const answer = await keepForm(request);
    expect(answer?.status).toBe(302);
    expect(read()).toBe(size);
    const back = new URL(
      new URL(answer!.headers.get("Location")!, "http://portal.test").searchParams.get("redirectTo")!,
      "http://portal.test",
    );
    expect(await kept.readKeptForm(new Request(`http://portal.test${back.pathname}${back.search}`), 7)).toEqual({
      userId: 7,
      form: "product-editor",
      fields: [
        ["name", "Плитка, набранная до фото"],
        ["description", "Описание после фото"],
      ],
      files: ["files"],
    });
  });

  it("is not kept, and not read past its first file, when no signed key comes before the file", async () => {
    const form = new FormData();
    form.append("name", "Подделка");
    form.append("files", picture("front.png"));
    form.append("files", picture("back.png"));
    form.append("formKey", await keyOf(7, "product-editor"));
    const { request, size, read } = await multipartPost(form);
    expect(await keepForm(request)).toBeNull();
    expect(read()).toBeLessThan(size / 2);
  });

  it("is not kept for a visitor's form or one with a forged key", async () => {
    expect(await keepForm(post({ formKey: await keyOf(0), name: "Гость" }))).toBeNull();
    expect(await keepForm(post({ formKey: "1.x.y.z~n~f", name: "Подделка" }))).toBeNull();
    expect(await keepForm(post({ name: "Без ключа" }))).toBeNull();
  });
});

describe("a form drawn under another contract than the one chosen since", () => {
  const postTo = (request: (url?: string) => Request, fields: Record<string, string>) => {
    const { headers } = request();
    headers.set("Content-Type", "application/x-www-form-urlencoded");
    return new Request("http://portal.test/personal/company/edit/?_data=routes%2Fpersonal.company.edit", {
      method: "POST",
      body: new URLSearchParams(fields),
      headers,
    });
  };
  const keyUnder = async (userId: number, workplace: string | undefined, form = "company") =>
    `${await keys.mintFormSeed(userId, { forDocument: true, workplace })}~nonce~${form}`;
  const thrown = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (answer) {
      return answer as Response;
    }
    return null;
  };

  it("names the workplace in its key's seed, signed", async () => {
    const key = await keyUnder(7, keys.workplaceOf(4, 4));
    expect(await keys.readFormSeed(key)).toMatchObject({ userId: 7, workplace: "4:4" });
    expect(await keys.readFormSeed(key.replace("@4:4", "@4:5"))).toBeNull();
    expect(await keys.readFormSeed(await keyUnder(7, keys.workplaceOf(null, null)))).toMatchObject({ workplace: ":" });
    expect(await keys.readFormSeed(await keyUnder(0, undefined))).toMatchObject({ userId: 0, workplace: null });
  });

  it("is kept, not read, and its page comes back filled with a notice naming the contract chosen", async () => {
    const browser = await browserOf(7, { contractorId: 4, contractId: 5, contractNumber: "2022-К-0311" });
    const request = postTo(browser, { formKey: await keyUnder(7, "4:4"), bankName: "АО «Набранный»", intent: "save" });
    const answer = await thrown(kept.keepFormOfAnOutdatedPage(request, await request.formData()));
    expect(answer?.status).toBe(302);
    const back = new URL(answer!.headers.get("Location")!, "http://portal.test");
    expect(back.pathname).toBe("/personal/company/edit/");
    expect(back.searchParams.has("_data")).toBe(false);
    const restored = await kept.readKeptForm(browser(back.href), 7);
    expect(restored).toEqual({
      userId: 7,
      form: "company",
      fields: [["bankName", "АО «Набранный»"]],
      files: [],
      drawnUnder: "4:4",
    });
    expect(kept.keptFormNotice(restored!, { workplace: "4:5", contractNumber: "2022-К-0311" }).text).toBe(
      "Форма не отправлена: пока она была открыта, в другой вкладке выбран договор № 2022-К-0311. Мы вернули то, что вы ввели: проверьте и отправьте форму.",
    );
    // Looked at again after its own contract was chosen back.
    expect(kept.keptFormNotice(restored!, { workplace: "4:4", contractNumber: "2024-К-0163" }).text).toBe(
      "Форма не отправлена, пока в другой вкладке был выбран другой договор. Сейчас снова выбран договор № 2024-К-0163, для которого она была открыта. Мы вернули то, что вы ввели: проверьте и отправьте форму.",
    );
  });

  it("is kept the same way when its page is older than its key may be (a tab left open over a weekend)", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 27, 17, 30) });
    const friday = await keyUnder(7, "4:5");
    const older = await keyUnder(7, undefined);
    vi.setSystemTime(Date.UTC(2026, 10, 30, 9, 0));
    const browser = await browserOf(7, { contractorId: 4, contractId: 5 });
    expect(await keys.readFormSeed(friday)).toBeNull();
    for (const formKey of [friday, older]) {
      const request = postTo(browser, { formKey, bankName: "Набранный в пятницу" });
      const answer = await thrown(kept.keepFormOfAnOutdatedPage(request, await request.formData()));
      expect(answer?.status).toBe(302);
      const restored = await kept.readKeptForm(
        browser(new URL(answer!.headers.get("Location")!, "http://portal.test").href),
        7,
      );
      expect(restored).toMatchObject({ fields: [["bankName", "Набранный в пятницу"]], tooOld: true });
      expect(kept.keptFormNotice(restored!, { workplace: "4:5", contractNumber: "2022-К-0311" }).text).toBe(
        "Страница была открыта больше двух суток, поэтому форма не отправлена. Мы вернули то, что вы ввели: проверьте и отправьте форму.",
      );
    }
    // Another user's old key is refused where it is claimed, as a forged one.
    const request = postTo(browser, { formKey: await keyUnder(8, "4:5"), bankName: "Чужой" });
    expect(await thrown(kept.keepFormOfAnOutdatedPage(request, await request.formData()))).toBeNull();
  });

  it("is read as usual under the same workplace, without one (a visitor's, an older page's), or of another user", async () => {
    const browser = await browserOf(7, { contractorId: 4, contractId: 5 });
    for (const formKey of [
      await keyUnder(7, "4:5"),
      await keyUnder(7, undefined),
      await keyUnder(0, undefined),
      await keyUnder(8, "4:4"),
      "7@4:4.x.page.forged~n~f",
    ]) {
      const request = postTo(browser, { formKey, bankName: "Банк" });
      expect(await thrown(kept.keepFormOfAnOutdatedPage(request, await request.formData()))).toBeNull();
    }
  });
});
