import { isRouteErrorResponse } from "@remix-run/react";

/** What the error pages say, by status (the page itself is app/layouts/error-page.tsx). */

const REFUSED = { title: "Запрос не принят", text: "Откройте страницу заново и повторите действие." };

/** The marketplace failed or did not answer (the portal answers 502 for an upstream fault). */
const UNAVAILABLE = {
  title: "Сервис временно недоступен",
  text: "Маркетплейс не отвечает. Попробуйте обновить страницу через минуту.",
};

const TEXTS: Record<number, { title: string; text: string }> = {
  400: REFUSED,
  415: REFUSED,
  404: { title: "Страница не найдена", text: "Такой страницы нет. Проверьте адрес или вернитесь на главную." },
  403: { title: "Доступ запрещён", text: "У вас нет прав на это действие." },
  // A form posted to a page that has no action (an old page's form, a script): nothing was done.
  405: {
    title: "Действие недоступно",
    text: "Эта страница не принимает такое действие. Вернитесь на страницу и воспользуйтесь её кнопками.",
  },
  502: UNAVAILABLE,
  503: UNAVAILABLE,
  504: UNAVAILABLE,
};

const UNEXPECTED = {
  title: "Что-то пошло не так",
  text: "Произошла ошибка. Мы уже знаем о ней; попробуйте обновить страницу или вернитесь позже.",
};

/** The Russian title and text of an error page for a status. */
export function errorTexts(status: number) {
  return TEXTS[status] ?? UNEXPECTED;
}

/**
 * Pages not offered on phones (docs/decisions/013): what a phone, or a window narrower than 575 px, gets in
 * their place, so nobody is sent away without a word.
 */
export const NARROW_SCREEN = {
  title: "Страница для широкого экрана",
  message:
    "Эта страница рассчитана на экран шире 575 пикселей: её таблицы и действия не помещаются на телефоне. Откройте её на компьютере или планшете.",
};

/**
 * What a thrown answer of ours carries. The router's own answers (a 405 for a page without an
 * action, a 404) carry an Error with an English text for developers: never shown.
 */
function errorData(error: unknown) {
  if (!isRouteErrorResponse(error) || error.data instanceof Error) return null;
  return error.data as { message?: unknown; title?: unknown } | null;
}

/** What a thrown answer says for the user: `{ message }` (app/services/forms/read-form.server.ts refusals). */
export function errorMessage(error: unknown): string | undefined {
  const message = errorData(error)?.message;
  return typeof message === "string" ? message : undefined;
}

/** A thrown answer's own title, where the status's usual one would mislead (`{ title }`). */
export function errorTitle(error: unknown): string | undefined {
  const title = errorData(error)?.title;
  return typeof title === "string" ? title : undefined;
}

/** The status of whatever a loader or action threw: an answer keeps its own, anything else is 500. */
export function errorStatus(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500;
}
