import { describe, expect, it } from "vitest";
import { errorMessage, errorTexts } from "./errors";

/** A thrown answer as the router hands it to an error boundary. */
const answer = (status: number, data: unknown, internal = false) => ({ status, statusText: "", internal, data });

describe("error texts", () => {
  it("a 405 says the page does not take the action, not that something broke", () => {
    expect(errorTexts(405).text).toBe(
      "Эта страница не принимает такое действие. Вернитесь на страницу и воспользуйтесь её кнопками.",
    );
  });

  it("shows the message of our own refusals, never the router's English one", () => {
    expect(errorMessage(answer(400, { message: "Форма пришла повреждённой." }))).toBe("Форма пришла повреждённой.");
    expect(errorMessage(answer(405, new Error("You made a POST request"), true))).toBeUndefined();
  });
});
