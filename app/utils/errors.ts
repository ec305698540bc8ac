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

/** What a thrown answer says for the user: `{ message }` (app/form/read-form.server.ts refusals). */
export function errorMessage(error: unknown): string | undefined {
  const data = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null) : null;
  return typeof data?.message === "string" ? data.message : undefined;
}

/** The status of whatever a loader or action threw: an answer keeps its own, anything else is 500. */
export function errorStatus(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500;
}
