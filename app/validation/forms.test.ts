import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  codeStepSchema,
  impersonationSchema,
  loginSchema,
  passwordStepSchema,
  recoveryConfirmSchema,
  recoverySchema,
  registrationConfirmSchema,
  registrationSchema,
} from "./auth-forms";
import { feedbackClaimSchema, tradeClaimSchema } from "./claim-forms";
import { companySchema, companySchemaFor, innOwnersOf } from "./company-forms";
import { offerUpdateSchema } from "./offer-form";
import { sellerPromotionSchema } from "./promotion-form";

const REQUIRED = "Обязательно к заполнению";
const DEFAULT = "Проверьте корректность";

/** Builds the FormData a browser would post; arrays become repeated fields. */
function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) data.append(name, item);
  }
  return data;
}

/** The submission flattened for assertions: `value` on success, `error` (field → messages) otherwise. */
function parse<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string | string[]>) {
  const submission = parseWithZod(formData(fields), { schema });
  return submission.status === "success"
    ? { status: submission.status, value: submission.value, error: undefined }
    : { status: submission.status, value: undefined, error: submission.error };
}

describe("login", () => {
  it("accepts a masked phone, normalises it, remember is on only when ticked", () => {
    const ticked = parse(loginSchema, {
      username: "+7 (900) 000-00-01",
      password: "demo123",
      remember: "on",
      redirectTo: "/catalog/",
    });
    expect(ticked.status).toBe("success");
    expect(ticked.value).toEqual({
      username: "79000000001",
      password: "demo123",
      remember: true,
      redirectTo: "/catalog/",
    });
    const unticked = parse(loginSchema, { username: "owner@example.com", password: "demo123" });
    expect(unticked.value?.remember).toBe(false);
    // Only a forged post ticks a box with another value: the form's message, in Russian.
    const forged = parse(loginSchema, { username: "owner@example.com", password: "demo123", remember: "abc" });
    expect(forged.error).toEqual({ remember: [DEFAULT] });
  });

  it("returns every field message at once", () => {
    const submission = parse(loginSchema, { username: "+7 (900) 000", password: "", code: "0000" });
    expect(submission.error).toEqual({
      username: ["Неверный формат номера"],
      password: [REQUIRED],
      code: ["Неверный проверочный код"],
    });
  });
});

describe("registration step 1", () => {
  it("normalises the values", () => {
    const submission = parse(registrationSchema, {
      name: "Иван  Петров",
      phone: "8 (900) 000-00-09",
      email: "new@example.com",
      consent: "on",
    });
    expect(submission.value).toEqual({
      name: "Иван Петров",
      phone: "79000000009",
      email: "new@example.com",
      consent: true,
    });
  });

  it("reports each field by its own rule, and the unticked consent", () => {
    const submission = parse(registrationSchema, { name: "Ivan Petrov", phone: "123", email: "new@" });
    expect(submission.error).toEqual({
      name: ["Введите ФИО"],
      phone: ["Неверный формат номера"],
      email: ["Неверный формат адреса Email"],
      consent: [REQUIRED],
    });
  });

  it("empty fields are required", () => {
    expect(parse(registrationSchema, { name: "", phone: "", email: "", consent: "on" }).error).toEqual({
      name: [REQUIRED],
      phone: [REQUIRED],
      email: [REQUIRED],
    });
  });
});

describe("code step", () => {
  it.each([
    ["1234", undefined],
    ["0000", { code: ["Неверный проверочный код"] }],
    ["12", { code: ["Неверный проверочный код"] }],
    ["", { code: [REQUIRED] }],
  ])("%j", (code, error) => expect(parse(codeStepSchema, { code }).error).toEqual(error));
});

describe("password step", () => {
  it.each([
    [{ password: "secret1", passwordConfirm: "secret1" }, undefined],
    [{ password: "secret1", passwordConfirm: "secret2" }, { passwordConfirm: ["Пароли не совпадают"] }],
    [
      { password: "abc", passwordConfirm: "abc" },
      { password: ["Введите пароль не менее 6 символов"], passwordConfirm: ["Пароли не совпадают"] },
    ],
    [{ password: "secret1", passwordConfirm: "" }, { passwordConfirm: [REQUIRED] }],
    [{ password: "", passwordConfirm: "secret1" }, { password: [REQUIRED] }],
  ])("%j", (fields, error) => expect(parse(passwordStepSchema, fields).error).toEqual(error));
});

describe("registration confirm", () => {
  const complete = {
    username: "79000000009",
    code: "1234",
    password: "secret1",
    passwordConfirm: "secret1",
  };

  it("passes with all four fields", () => {
    expect(parse(registrationConfirmSchema, complete).status).toBe("success");
  });

  it.each(Object.keys(complete))("without %s the form says 'Введите корректные данные'", (missing) => {
    const submission = parse(registrationConfirmSchema, { ...complete, [missing]: "" });
    expect(submission.error?.[""]).toEqual(["Введите корректные данные"]);
  });

  it("mismatching passwords are a field message, not a form message", () => {
    const submission = parse(registrationConfirmSchema, { ...complete, passwordConfirm: "secret2" });
    expect(submission.error).toEqual({ passwordConfirm: ["Пароли не совпадают"] });
  });
});

describe("recovery", () => {
  it("asks for a phone or e-mail", () => {
    expect(parse(recoverySchema, { username: "" }).error).toEqual({ username: [REQUIRED] });
    expect(parse(recoverySchema, { username: "x@y" }).error).toEqual({
      username: ["Неверный формат адреса Email"],
    });
    const submission = parse(recoverySchema, { username: "8 900 000 00 01" });
    expect(submission.value).toEqual({ username: "79000000001" });
  });

  it("confirms with an e-mail username too", () => {
    const submission = parse(recoveryConfirmSchema, {
      username: "owner@example.com",
      code: "1234",
      password: "secret1",
      passwordConfirm: "secret1",
    });
    expect(submission.status).toBe("success");
  });
});

describe("impersonation", () => {
  it("an empty field says 'Поле не может быть пустым'", () => {
    expect(parse(impersonationSchema, { username: "" }).error).toEqual({
      username: ["Поле не может быть пустым"],
    });
    expect(parse(impersonationSchema, { username: "79000000001" }).status).toBe("success");
  });
});

describe("company", () => {
  const valid = {
    inn: "7707083893",
    kpp: "770701001",
    shortName: "ООО «Ромашка»",
    orgTypeId: "1",
    phone: "+7 (900) 000-00-01",
    sectionIds: ["3", "5"],
    "persons[0].fio": "Петров Иван Сергеевич",
    "persons[0].position": "Генеральный директор",
    "persons[0].reason": "Устав",
    "legalAddress.fullAddress": "г Москва, ул. Ленина, д. 1",
    "legalAddress.zipCode": "101000",
    bic: "044525225",
    bankName: "ПАО Сбербанк",
    corrAccount: "30101810400000000225",
    settAccount: "40702810900000000001",
  };

  it("parses a complete company into the payload shape", () => {
    const submission = parse(companySchema, valid);
    expect(submission.status).toBe("success");
    expect(submission.value).toMatchObject({
      orgTypeId: 1,
      phone: "79000000001",
      sectionIds: [3, 5],
      persons: [{ fio: "Петров Иван Сергеевич", isNotGeneralDirector: false }],
      isDiffPostAddress: false,
    });
  });

  it("returns every message at once", () => {
    const submission = parse(companySchema, {
      inn: "12345",
      kpp: "",
      shortName: "",
      orgTypeId: "",
      phone: "123",
      "persons[0].fio": "Ivan",
      "persons[0].position": "",
      "persons[0].reason": "Устав",
      "legalAddress.fullAddress": "Moscow",
      "legalAddress.zipCode": "1010",
      isDiffPostAddress: "on",
      bic: "0445",
      bankName: "",
      corrAccount: "301",
      settAccount: "407",
    });
    expect(submission.error).toEqual({
      inn: ["Введите корректный инн"],
      shortName: [REQUIRED],
      orgTypeId: [REQUIRED],
      phone: ["Неверный формат номера"],
      sectionIds: [REQUIRED],
      "persons[0].fio": ["Введите ФИО"],
      "persons[0].position": [REQUIRED],
      "legalAddress.fullAddress": [DEFAULT],
      "legalAddress.zipCode": ["Введите корректный индекс 6 цифр"],
      "postAddress.fullAddress": [REQUIRED],
      "postAddress.zipCode": [REQUIRED],
      bic: ["Введите корректный БИК 9 цифр"],
      bankName: ["Введите название банка русскими буквами"],
      corrAccount: ["Введите корректный расч. счёт 20 цифр"],
      settAccount: ["Введите корректный расч. счёт 20 цифр"],
    });
  });

  it("the postal address is checked only when it differs", () => {
    const submission = parse(companySchema, {
      ...valid,
      isDiffPostAddress: "on",
      "postAddress.fullAddress": "г Москва, а/я 15",
      "postAddress.zipCode": "10100",
    });
    expect(submission.error).toEqual({ "postAddress.zipCode": ["Введите корректный индекс 6 цифр"] });
  });

  it("a box posted with another value than a browser's says so at the box", () => {
    const submission = parse(companySchema, {
      ...valid,
      isDiffPostAddress: "abc",
      "persons[0].isNotGeneralDirector": "1",
    });
    expect(submission.error).toMatchObject({
      isDiffPostAddress: [DEFAULT],
      "persons[0].isNotGeneralDirector": [DEFAULT],
    });
  });

  describe("the INN fits the org type (12 digits for a person, 10 for a company)", () => {
    const schema = companySchemaFor(
      innOwnersOf([
        { id: 1, name: "ООО" },
        { id: 2, name: "ИП" },
      ]),
    );
    const soleProprietor = { ...valid, inn: "500100732259", kpp: "" };

    it.each([
      ["a company's 10 digits with ООО", valid],
      ["a person's 12 digits with ИП", { ...soleProprietor, orgTypeId: "2" }],
      ["an org type the dictionary did not list", { ...soleProprietor, orgTypeId: "9" }],
    ])("accepts %s", (_case, fields) => {
      expect(parse(schema, fields).status).toBe("success");
    });

    it.each([
      ["10 digits with ИП", { ...valid, orgTypeId: "2" }],
      ["12 digits with ООО", soleProprietor],
    ])("refuses %s at the INN, beside the other messages", (_case, fields) => {
      expect(parse(schema, { ...fields, bic: "0445" }).error).toEqual({
        inn: ["Введите корректный инн"],
        bic: ["Введите корректный БИК 9 цифр"],
      });
    });

    it("knows an org type as a person's by its short name «ИП»", () => {
      expect(
        innOwnersOf([
          { id: 1, name: "ООО" },
          { id: 2, name: " ип " },
          { id: 3, name: "АО" },
        ]),
      ).toEqual({ "1": "company", "2": "person", "3": "company" });
    });
  });
});

describe("feedback claim", () => {
  it("requires the consent and every contact field", () => {
    const submission = parse(feedbackClaimSchema, {
      categoryId: "",
      mainText: "  ",
      clientFullName: "Иван",
      clientPhone: "8900",
      clientEmail: "a@b",
    });
    expect(submission.error).toEqual({
      categoryId: [REQUIRED],
      mainText: [REQUIRED],
      clientFullName: ["Введите ФИО"],
      clientPhone: ["Неверный формат номера"],
      clientEmail: ["Неверный формат адреса Email"],
      consent: [REQUIRED],
    });
  });

  it("passes when filled and consented", () => {
    const submission = parse(feedbackClaimSchema, {
      categoryId: "4",
      mainText: "Не загружается прайс",
      clientFullName: "Иван Петров",
      clientPhone: "+7 (900) 000-00-01",
      clientEmail: "owner@example.com",
      consent: "on",
    });
    expect(submission.value).toMatchObject({
      categoryId: 4,
      clientPhone: "79000000001",
      consent: true,
      attachmentLinks: [],
    });
  });

  it("sends an attached link as the only attachment, with https:// in front, and refuses one without an extension", () => {
    const filled = {
      categoryId: "4",
      mainText: "Не загружается прайс",
      clientFullName: "Иван Петров",
      clientPhone: "+7 (900) 000-00-01",
      clientEmail: "owner@example.com",
      consent: "on",
    };
    expect(
      parse(feedbackClaimSchema, { ...filled, attachmentLinks: "disk.example.ru/i/price.xlsx" }).value,
    ).toMatchObject({ attachmentLinks: ["https://disk.example.ru/i/price.xlsx"] });
    expect(parse(feedbackClaimSchema, { ...filled, attachmentLinks: "https://" }).value).toMatchObject({
      attachmentLinks: [],
    });
    expect(parse(feedbackClaimSchema, { ...filled, attachmentLinks: "screenshot" }).error).toEqual({
      attachmentLinks: [DEFAULT],
    });
  });
});

describe("trade claim", () => {
  it("checks the trade fields; optional numbers pass when empty", () => {
    const submission = parse(tradeClaimSchema, {
      appealType: "Поставка",
      brand: "",
      post: "Директор",
      area: "",
      palletPlaceQuantity: "-3",
      productCategories: "Плитка",
      clientFullName: "Иван Петров",
      clientPhone: "79000000001",
      clientEmail: "owner@example.com",
      consent: "on",
    });
    expect(submission.error).toEqual({ brand: [REQUIRED], palletPlaceQuantity: [DEFAULT] });
  });
});

describe("offer update", () => {
  it.each([
    [
      { price: "1500,50", stock: "10" },
      { offerId: "A1", price: 1500.5, stock: 10 },
    ],
    [
      { price: "0", stock: "0" },
      { offerId: "A1", stock: 0 },
    ],
    [{ price: "", stock: "-1" }, { offerId: "A1" }],
    [
      { price: "99", stock: "" },
      { offerId: "A1", price: 99 },
    ],
  ])("%j is sent as %j", (fields, payload) => {
    const submission = parse(offerUpdateSchema, { offerId: "A1", ...fields });
    expect(submission.value).toEqual(payload);
  });

  it("a price that is not a number is reported", () => {
    expect(parse(offerUpdateSchema, { offerId: "A1", price: "abc", stock: "1.5" }).error).toEqual({
      price: ["Введите корректную цену"],
      stock: [DEFAULT],
    });
  });
});

describe("seller promotion create", () => {
  it("requires finish date, name, site, start date and stores", () => {
    expect(parse(sellerPromotionSchema, {}).error).toEqual({
      name: [REQUIRED],
      siteId: [REQUIRED],
      startAt: [REQUIRED],
      finishAt: [REQUIRED],
      storeIds: [REQUIRED],
    });
  });

  it("passes a complete promotion; the finish comes after the start; a whole percent under 100", () => {
    const fields = {
      name: "Летняя распродажа",
      siteId: "b2c",
      startAt: "2025-06-01",
      finishAt: "2025-06-30",
      storeIds: ["1", "2"],
      minPercent: "10",
    };
    const submission = parse(sellerPromotionSchema, fields);
    expect(submission.value).toEqual({
      ...fields,
      storeIds: [1, 2],
      minPercent: 10,
      active: false,
    });
    expect(parse(sellerPromotionSchema, { ...fields, active: "on" }).value?.active).toBe(true);
    for (const finishAt of ["2025-05-31", "2025-06-01"]) {
      expect(parse(sellerPromotionSchema, { ...fields, finishAt }).error).toEqual({
        finishAt: ["Дата окончания должна быть позже даты начала"],
      });
    }
    expect(parse(sellerPromotionSchema, { ...fields, minPercent: "100" }).error).toEqual({ minPercent: [DEFAULT] });
    expect(parse(sellerPromotionSchema, { ...fields, siteId: "b2x" }).error).toEqual({
      siteId: [DEFAULT],
    });
  });
});
