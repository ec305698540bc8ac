import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ARTICLE_MESSAGE, articleSchema, isValidArticle } from "./article";
import { BANK_ACCOUNT_MESSAGE, bankAccountSchema, isValidBankAccount } from "./bank-account";
import { BANK_NAME_MESSAGE, bankNameSchema, isValidBankName } from "./bank-name";
import { BARCODE_MESSAGE, barcodeSchema, isValidBarcode } from "./barcode";
import { BIC_MESSAGE, bicSchema, isValidBic } from "./bic";
import { CODE_MESSAGE, codeSchema, isValidCode } from "./code";
import {
  CYRILLIC_TEXT_MESSAGE,
  addressSchema,
  citySchema,
  isSimpleLetters,
  isValidAddress,
  isValidCity,
  isValidRegion,
  isValidStreet,
  regionSchema,
  simpleLettersSchema,
  streetSchema,
} from "./cyrillic-text";
import { dateSchema, isIsoDate } from "./date";
import { EMAIL_MESSAGE, emailSchema, isValidEmail } from "./email";
import { FULL_NAME_MESSAGE, fullNameSchema, fullNameThreeWordsSchema, isValidFullName } from "./full-name";
import { INN_MESSAGE, innSchema, innSchemaFor, isValidInn } from "./inn";
import { KPP_MESSAGE, isValidKpp, kppSchema } from "./kpp";
import { DEFAULT_MESSAGE, REQUIRED_MESSAGE } from "./messages";
import { PASSWORD_MESSAGE, isValidPassword, passwordSchema } from "./password";
import { PHONE_MESSAGE, phoneSchema } from "./phone";
import { isValidPhone } from "./phone-format";
import { POSITIVE_NUMBER_MESSAGE, isPositiveNumber, positiveNumberSchema } from "./positive-number";
import { POSTAL_INDEX_MESSAGE, isValidPostalIndex, postalIndexSchema } from "./postal-index";
import { PRICE_MESSAGE, isValidPrice, priceSchema } from "./price";
import { URL_MESSAGE, urlSchema } from "./url";
import { isValidUrl } from "./url-format";
import { isValidUsername, usernameSchema } from "./username";
import { VIDEO_LINK_MESSAGE, isValidVideoLink, videoLinkSchema } from "./video-link";
import { WEIGHT_MESSAGE, isValidWeight, weightSchema } from "./weight";

interface RuleCase {
  rule: string;
  check: (value: string) => boolean;
  schema: z.ZodType;
  message: string;
  valid: string[];
  invalid: string[];
}

const rules: RuleCase[] = [
  {
    rule: "code",
    check: isValidCode,
    schema: codeSchema,
    message: "Неверный проверочный код",
    valid: ["1234", "0001", "9999"],
    invalid: ["0000", "123", "12345", "12a4", "١٢٣٤", "12 3"],
  },
  {
    rule: "phone",
    check: isValidPhone,
    schema: phoneSchema,
    message: "Неверный формат номера",
    valid: ["79000000001", "89000000001", "+7 (900) 000-00-01", "8 (900) 000 00 01", "+7-900-000-00-01"],
    invalid: ["9000000001", "+7 (900) 000-00", "790000000012", "19000000001", "телефон"],
  },
  {
    rule: "email",
    check: isValidEmail,
    schema: emailSchema,
    message: "Неверный формат адреса Email",
    valid: ["user@example.com", "first.last+tag@sub.example.ru", "почта@пример.рф"],
    invalid: ["user@", "user@example", "user example@mail.ru", "@mail.ru", "user@@mail.ru", "user@mail.r"],
  },
  {
    rule: "full name",
    check: isValidFullName,
    schema: fullNameSchema,
    message: "Введите ФИО",
    valid: ["Иван Петров", "Петров Иван Сергеевич", "Салтыков-Щедрин Михаил", "Иван2 Петров!", "  ёлкин   Пётр "],
    invalid: ["Иван", "Ivan Petrov", "Иван Petrov", "Иван 123", "123 456"],
  },
  {
    rule: "full name, 3 words",
    check: (value) => isValidFullName(value, 3),
    schema: fullNameThreeWordsSchema,
    message: "Введите ФИО",
    valid: ["Петров Иван Сергеевич", "Мамедов Рашид Али Оглы"],
    invalid: ["Иван Петров", "Петров Иван Sergeevich"],
  },
  {
    rule: "password",
    check: isValidPassword,
    schema: passwordSchema,
    message: "Введите пароль не менее 6 символов",
    valid: ["123456", "demo123", "пароль", "a b c "],
    invalid: ["12345", "a", "demo"],
  },
  {
    rule: "INN",
    check: (value) => isValidInn(value),
    schema: innSchema,
    message: "Введите корректный инн",
    valid: ["7707083893", "500100732259"],
    invalid: ["770708389", "77070838931", "5001007322590", "770708389a", "7707 083893"],
  },
  {
    rule: "INN of a company",
    check: (value) => isValidInn(value, "company"),
    schema: innSchemaFor("company"),
    message: "Введите корректный инн",
    valid: ["7707083893"],
    invalid: ["500100732259"],
  },
  {
    rule: "INN of a person",
    check: (value) => isValidInn(value, "person"),
    schema: innSchemaFor("person"),
    message: "Введите корректный инн",
    valid: ["500100732259"],
    invalid: ["7707083893"],
  },
  {
    rule: "KPP",
    check: isValidKpp,
    schema: kppSchema,
    message: DEFAULT_MESSAGE,
    valid: ["770701001", "7707AB001"],
    invalid: ["77070100", "7707010011", "77A701001", "7707ab001"],
  },
  {
    rule: "barcode",
    check: isValidBarcode,
    schema: barcodeSchema,
    message: "Введите корректный штрихкод",
    valid: ["4006381333931", "4600000000008", "5901234123457"],
    invalid: ["4006381333932", "5901234123458", "400638133393", "40063813339310", "400638133393a"],
  },
  {
    rule: "BIC",
    check: isValidBic,
    schema: bicSchema,
    message: "Введите корректный БИК 9 цифр",
    valid: ["044525225"],
    invalid: ["04452522", "0445252250", "04452522a"],
  },
  {
    rule: "bank account",
    check: isValidBankAccount,
    schema: bankAccountSchema,
    message: "Введите корректный расч. счёт 20 цифр",
    valid: ["40702810900000000001"],
    invalid: ["4070281090000000000", "407028109000000000011", "4070 2810 9000 0000 0001"],
  },
  {
    rule: "postal index",
    check: isValidPostalIndex,
    schema: postalIndexSchema,
    message: "Введите корректный индекс 6 цифр",
    valid: ["101000"],
    invalid: ["10100", "1010000", "10100a"],
  },
  {
    rule: "price",
    check: isValidPrice,
    schema: priceSchema,
    message: "Введите корректную цену",
    valid: ["0", "1500", "1500,50", "1500.5", "1 500", "123456789012345678"],
    invalid: ["1234567890123456789", "-5", "15.555", "abc", "1,5,0", "1e5"],
  },
  {
    rule: "video link",
    check: isValidVideoLink,
    schema: videoLinkSchema,
    message: "Введите корректную ссылку на видео",
    valid: [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42",
      "https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ",
    ],
    invalid: [
      "http://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=dQw4w9WgXc",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQQ",
      "https://example.com/watch?v=dQw4w9WgXcQ",
      "youtube.com/watch?v=dQw4w9WgXcQ",
    ],
  },
  {
    rule: "URL",
    check: isValidUrl,
    schema: urlSchema,
    message: DEFAULT_MESSAGE,
    valid: ["site.ru", "https://site.ru", "http://www.site.com/catalog?page=2", "магазин.рф"],
    invalid: ["site", "https://site", "site.r", "my site.ru", "site.ru."],
  },
  {
    rule: "weight",
    check: isValidWeight,
    schema: weightSchema,
    message: DEFAULT_MESSAGE,
    valid: ["1", "12345678901", "1,5", "0.125", "10,250"],
    invalid: ["123456789012", "1,2345", "1.", "-1", "один"],
  },
  {
    rule: "article",
    check: isValidArticle,
    schema: articleSchema,
    message: DEFAULT_MESSAGE,
    valid: ["AB-123/4", "Арт.15,(2)", `"Дуб"'1'`, "x".repeat(30)],
    invalid: ["x".repeat(31), "AB 123", "AB#1", "AB_1"],
  },
  {
    rule: "simple letters",
    check: isSimpleLetters,
    schema: simpleLettersSchema,
    message: DEFAULT_MESSAGE,
    valid: ["Строительные материалы"],
    invalid: ["Stroy", "Строй-материалы", "Строй1"],
  },
  {
    rule: "city",
    check: isValidCity,
    schema: citySchema,
    message: DEFAULT_MESSAGE,
    valid: ["Москва", "Санкт-Петербург", "г. Ростов-на-Дону"],
    invalid: ["Moscow", "Москва1", "-", "Москва, центр"],
  },
  {
    rule: "region",
    check: isValidRegion,
    schema: regionSchema,
    message: DEFAULT_MESSAGE,
    valid: ["Московская область", "Респ. Саха (Якутия)"],
    invalid: ["Moscow region", "Область 50"],
  },
  {
    rule: "street",
    check: isValidStreet,
    schema: streetSchema,
    message: DEFAULT_MESSAGE,
    valid: ["ул. 8 Марта", "2-я Тверская-Ямская", "пр-т Мира, 1/2"],
    invalid: ["Lenina street", "123", "ул. Ленина; 1"],
  },
  {
    rule: "address",
    check: isValidAddress,
    schema: addressSchema,
    message: DEFAULT_MESSAGE,
    valid: ["г Москва, ул. Ленина, д. 1, корп. 2, кв. 3", "101000, г. Москва, ул. «Мясницкая», д. 1"],
    invalid: ["Moscow, Lenina 1", "1, 2, 3", "г Москва @ офис"],
  },
  {
    rule: "positive number",
    check: isPositiveNumber,
    schema: positiveNumberSchema,
    message: DEFAULT_MESSAGE,
    valid: ["1", "0,5", "12.75"],
    invalid: ["0", "0.0", "-1", "abc", "1.2.3"],
  },
  {
    rule: "date",
    check: isIsoDate,
    schema: dateSchema,
    message: DEFAULT_MESSAGE,
    valid: ["2025-02-28", "2024-02-29"],
    invalid: ["2025-02-29", "2025-13-01", "28.02.2025", "2025-2-1"],
  },
];

describe.each(rules)("$rule rule", ({ check, schema, message, valid, invalid }) => {
  it.each(valid)("accepts %j", (value) => {
    expect(check(value)).toBe(true);
    expect(schema.safeParse(value).success).toBe(true);
  });

  it.each(invalid)("rejects %j with the rule's message", (value) => {
    expect(check(value)).toBe(false);
    const result = schema.safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe("message constants are the exact Russian texts", () => {
  it.each([
    [CODE_MESSAGE, "Неверный проверочный код"],
    [PHONE_MESSAGE, "Неверный формат номера"],
    [EMAIL_MESSAGE, "Неверный формат адреса Email"],
    [FULL_NAME_MESSAGE, "Введите ФИО"],
    [PASSWORD_MESSAGE, "Введите пароль не менее 6 символов"],
    [INN_MESSAGE, "Введите корректный инн"],
    [BARCODE_MESSAGE, "Введите корректный штрихкод"],
    [BIC_MESSAGE, "Введите корректный БИК 9 цифр"],
    [BANK_ACCOUNT_MESSAGE, "Введите корректный расч. счёт 20 цифр"],
    [POSTAL_INDEX_MESSAGE, "Введите корректный индекс 6 цифр"],
    [BANK_NAME_MESSAGE, "Введите название банка русскими буквами"],
    [PRICE_MESSAGE, "Введите корректную цену"],
    [VIDEO_LINK_MESSAGE, "Введите корректную ссылку на видео"],
    [URL_MESSAGE, "Проверьте корректность"],
    [WEIGHT_MESSAGE, "Проверьте корректность"],
    [ARTICLE_MESSAGE, "Проверьте корректность"],
    [CYRILLIC_TEXT_MESSAGE, "Проверьте корректность"],
    [POSITIVE_NUMBER_MESSAGE, "Проверьте корректность"],
    [KPP_MESSAGE, "Проверьте корректность"],
  ])("%s", (actual, expected) => expect(actual).toBe(expected));
});

describe("empty values", () => {
  const required = rules.filter(({ schema }) => schema !== videoLinkSchema);

  it.each(required.map(({ rule, schema }) => [rule, schema] as const))(
    "%s: missing or blank is 'Обязательно к заполнению' and nothing else",
    (_rule, schema) => {
      // Passwords are not trimmed: three spaces are a (too short) password, not an empty field.
      const blanks = schema === passwordSchema ? [undefined, ""] : [undefined, "", "   "];
      for (const empty of blanks) {
        expect(schema.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual([REQUIRED_MESSAGE]);
      }
    },
  );

  it("the optional video link passes when missing", () => {
    expect(videoLinkSchema.safeParse(undefined).success).toBe(true);
  });

  it("bank name: non-empty passes, empty shows the bank message", () => {
    expect(isValidBankName("ПАО Сбербанк")).toBe(true);
    expect(isValidBankName("  ")).toBe(false);
    expect(bankNameSchema.safeParse("ПАО Сбербанк").success).toBe(true);
    for (const empty of [undefined, "", "  "]) {
      expect(bankNameSchema.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual([BANK_NAME_MESSAGE]);
    }
  });

  it("a value of the wrong type is 'Проверьте корректность'", () => {
    expect(codeSchema.safeParse(1234).error?.issues[0]?.message).toBe(DEFAULT_MESSAGE);
  });
});

describe("username (login by phone or e-mail)", () => {
  it.each([
    ["+7 (900) 000-00-01", "79000000001"],
    ["89000000001", "79000000001"],
    ["owner@example.com", "owner@example.com"],
  ])("accepts %j as %j", (value, stored) => {
    expect(isValidUsername(value)).toBe(true);
    expect(usernameSchema.parse(value)).toBe(stored);
  });

  it.each([
    ["owner@example", EMAIL_MESSAGE],
    ["+7 (900) 000", PHONE_MESSAGE],
    ["", REQUIRED_MESSAGE],
  ])("rejects %j with %j", (value, message) => {
    expect(usernameSchema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
