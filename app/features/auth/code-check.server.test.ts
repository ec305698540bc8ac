import { describe, expect, it } from "vitest";
import { apiError } from "~/services/marketplace/client.server";
import { codeCheckRefusal, codeRefusalText, codeStepMessages } from "./code-check.server";

const ok = <T>(data: T) => ({ error: false as const, status: 200, data });

describe("codeCheckRefusal reads check-code's body (error, errorText, status)", () => {
  it("accepts a code only when the body says error: false", () => {
    expect(codeCheckRefusal(ok({ error: false, errorText: "", status: 200 }))).toBeNull();
  });

  it("refuses a 200 that carries error: true, with the body's status and text", () => {
    const refusal = codeCheckRefusal(
      ok({ error: true, errorText: "Вы ввели неверный код, попробуйте еще раз", status: 406 }),
    );
    expect(refusal).toMatchObject({
      error: true,
      status: 406,
      errorText: "Вы ввели неверный код, попробуйте еще раз",
    });
    // The error catalogue applies as to an error status.
    expect(codeCheckRefusal(ok({ error: true, errorText: "Код истек", status: 408 }))).toMatchObject({
      status: 408,
      errorText: "Код истек, запросите код повторно",
    });
  });

  it("refuses a 200 whose body says error: true, whatever status it names", () => {
    expect(codeCheckRefusal(ok({ error: true, errorText: "", status: 200 }))).toMatchObject({
      status: 400,
      errorText: "Неизвестная ошибка",
    });
    // A body without `error` never gets here: the client refuses it as breaking the contract.
  });

  it("passes an error status on as it came", () => {
    const refused = apiError(404, "Пользователь не найден");
    expect(codeCheckRefusal(refused)).toBe(refused);
  });
});

describe("a refused code says the code widget's texts for a wrong or expired code", () => {
  const wrong = apiError(406, "Неверный код");
  const expired = apiError(408, "Code expired, запросите код повторно");
  const limited = apiError(429, "Слишком много попыток");

  it("a wrong or expired code gets the widget's text verbatim, anything else keeps the marketplace's", () => {
    expect(codeRefusalText(wrong)).toBe("Вы ввели неверный код, попробуйте еще раз");
    expect(codeRefusalText(expired)).toBe("Код истек, Запросите код повторно");
    expect(codeRefusalText(limited)).toBe("Слишком много попыток");
  });

  it("puts the code's own refusals at the code field and the others on the form", () => {
    expect(codeStepMessages(wrong)).toEqual({ fieldErrors: { code: ["Вы ввели неверный код, попробуйте еще раз"] } });
    expect(codeStepMessages(expired)).toEqual({ fieldErrors: { code: ["Код истек, Запросите код повторно"] } });
    expect(codeStepMessages(limited)).toEqual({ formErrors: ["Слишком много попыток"] });
  });
});
