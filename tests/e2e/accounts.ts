import { expect, type Page } from "@playwright/test";
import { EMULATOR_URL, emulator } from "./emulator";
import { DEMO_PASSWORD } from "./support";

/** Fresh accounts and the code widget, for the registration, recovery and invitation tests. */

let issued = 0;

/**
 * A phone nobody has used: 7955 and 7 digits from the clock, the process and a counter, so
 * parallel workers and both projects never share one.
 */
export function freshPhone() {
  issued += 1;
  const digits = (Date.now() * 7 + process.pid * 7919 + issued * 104_729) % 10_000_000;
  return `7955${String(digits).padStart(7, "0")}`;
}

export function freshContacts() {
  const phone = freshPhone();
  return { name: "Тестов Тест Тестович", phone, email: `user${phone}@portal.test` };
}

/** '+7 (955) 123-4567', the mask the pages show. */
export function masked(phone: string) {
  return `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7)}`;
}

async function marketplaceCall<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${EMULATOR_URL}${path}`, {
    method,
    headers: {
      "Content-Type": "application/json",
      "X-Site": "seller",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer as T;
}

/** An active account made straight at the marketplace, for tests that start after registration. */
export async function createAccount(password = DEMO_PASSWORD) {
  const contacts = freshContacts();
  await marketplaceCall("POST", "/suppliers-users/auth/v3/signup", contacts);
  const code = await emulator.lastCode(contacts.phone);
  await marketplaceCall("POST", "/suppliers-users/auth/v3/confirm", {
    username: contacts.phone,
    code,
    password,
    passwordConfirm: password,
  });
  return contacts;
}

/** The owner `ownerPhone` invites a manager; answers the worker and the invitation link. */
export async function inviteWorker(ownerPhone: string) {
  const { token } = await marketplaceCall<{ token: string }>("POST", "/suppliers-users/auth/v2/login", {
    username: ownerPhone,
    password: DEMO_PASSWORD,
    remember: false,
  });
  const me = await marketplaceCall<{ contractors: { id: number }[] }>(
    "GET",
    "/suppliers-users/users/me",
    undefined,
    token,
  );
  const worker = { name: "Приглашенный Павел", phone: freshPhone(), email: "" };
  worker.email = `worker${worker.phone}@portal.test`;
  await marketplaceCall(
    "POST",
    "/suppliers-users/managers/signup",
    { ...worker, userRole: "manager", contractorIds: [me.contractors[0].id] },
    token,
  );
  const invitation = (await emulator.outbox()).find((sent) => sent.to === worker.email);
  if (!invitation?.link) throw new Error(`no invitation was sent to ${worker.email}`);
  return { ...worker, link: invitation.link };
}

/**
 * Types a code into the code step: with JS into the four boxes (it goes on the 4th digit), without
 * JS into the one field, then the button.
 */
export async function enterCode(page: Page, code: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) {
    await page.getByLabel("Цифра 1 из 4").pressSequentially(code);
  } else {
    await page.getByLabel("Код подтверждения").fill(code);
    await page.getByRole("button", { name: "Отправить код" }).click();
  }
}

/** Empties the four boxes (JS) so a new code can be typed; the single field is simply refilled. */
export async function clearCode(page: Page, javaScriptEnabled: boolean) {
  if (!javaScriptEnabled) return;
  await page.getByLabel("Цифра 4 из 4").focus();
  for (let i = 0; i < 4; i += 1) await page.keyboard.press("Backspace");
  await expect(page.getByLabel("Цифра 1 из 4")).toHaveValue("");
}

/** The bodies of the send-code and check-code calls the marketplace received for `username`, oldest first. */
export async function codeCalls(username: string) {
  const calls = (await emulator.requests()).filter((call) => call.body?.username === username);
  const bodiesOf = (path: string) => calls.filter((call) => call.path === path).map((call) => call.body);
  return {
    sent: bodiesOf("/suppliers-users/auth/v2/send-code"),
    checked: bodiesOf("/suppliers-users/auth/v2/check-code"),
  };
}

/** A code that is certainly not `code`. */
export function wrongCode(code: string) {
  return code === "1111" ? "2222" : "1111";
}

export async function signInWith(page: Page, username: string, password: string) {
  await page.goto("/auth/");
  await page.getByLabel("Телефон или e-mail").fill(username);
  await page.getByLabel("Пароль").fill(password);
  await page.getByRole("button", { name: "Войти" }).click();
}

/**
 * A fresh owner with a company and an active commission contract, made straight at the marketplace:
 * for tests that change workers, the API key or the owner's own profile without touching demo data.
 * `call` makes further marketplace calls as this owner, `addCompany` gives them another company.
 */
export async function createOwnerWithCompany(password = DEMO_PASSWORD) {
  const owner = await createAccount(password);
  const { token } = await marketplaceCall<{ token: string }>("POST", "/suppliers-users/auth/v2/login", {
    username: owner.phone,
    password,
    remember: false,
  });
  const call = <T>(method: string, path: string, body?: unknown) => marketplaceCall<T>(method, path, body, token);
  /**
   * A sole proprietor's company of this owner with an active commission contract, which becomes the
   * one they work under. Its 12-digit INN (no KPP) is `innPrefix` and the phone's last ten digits.
   */
  const addCompany = async (innPrefix: string, name: string, bankName: string) => {
    const inn = `${innPrefix}${owner.phone.slice(1)}`;
    const company = await call<{ id: number; inn: string; fullName: string; shortName: string }>(
      "POST",
      "/suppliers-users/contractors",
      {
        inn,
        fullName: `ИП ${name} ${owner.phone}`,
        shortName: `ИП ${name} ${owner.phone.slice(-4)}`,
        orgTypeId: 2,
        phone: owner.phone,
        sectionIds: [6],
        bic: "044525901",
        bankName,
        corrAccount: "30101810300000000901",
        settAccount: "40702810100000098765",
        persons: [{ fio: "Тестов Тест Тестович", position: "Индивидуальный предприниматель", reason: "ОГРНИП" }],
        addresses: [{ type: "legal", fullAddress: "г. Москва, ул. Тестовая, д. 1", zipCode: "101000" }],
        isDiffPostAddress: false,
      },
    );
    await call("POST", "/suppliers-contracts/contracts", { contractType: "commission", inn, offerAccepted: true });
    return company;
  };
  const company = await addCompany("77", "Тестов", "АО «СтройБанк»");
  const inn = company.inn;
  /** The company changed elsewhere, as the company form sends it: the whole form (the card as stored), `changes` over it. */
  const updateCompany = async (changes: Record<string, unknown>) => {
    const card = await call<Record<string, unknown>>("GET", `/suppliers-users/contractors/by_inn/${inn}`);
    const form = Object.fromEntries(
      COMPANY_FORM_FIELDS.filter((field) => card[field] != null).map((field) => [field, card[field]]),
    );
    return call("PUT", `/suppliers-users/contractors/${company.id}`, { ...form, ...changes });
  };
  return { ...owner, company, call, updateCompany, addCompany };
}

/** The fields of the company form (the contract's ContractorForm), which the company card answers too. */
const COMPANY_FORM_FIELDS = [
  "inn",
  "fullName",
  "kpp",
  "shortName",
  "orgTypeId",
  "phone",
  "sectionIds",
  "persons",
  "addresses",
  "isDiffPostAddress",
  "bic",
  "bankName",
  "corrAccount",
  "settAccount",
];
