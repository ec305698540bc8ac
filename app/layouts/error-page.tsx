import { isRouteErrorResponse, Link, useLocation, useRouteError } from "@remix-run/react";

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

export function errorTitle(status: number) {
  return (TEXTS[status] ?? { title: "Что-то пошло не так" }).title;
}

/** What a thrown answer says for the user: `{ message }` (app/form/read-form.server.ts refusals). */
function errorMessage(error: unknown): string | undefined {
  const data = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null) : null;
  return typeof data?.message === "string" ? data.message : undefined;
}

/** The status of whatever a loader or action threw: an answer keeps its own, anything else is 500. */
export function errorStatus(error: unknown) {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** The Russian error page; never a stack trace (details are in the server log). */
export function ErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const { title, text } = TEXTS[status] ?? {
    title: "Что-то пошло не так",
    text: "Произошла ошибка. Мы уже знаем о ней; попробуйте обновить страницу или вернитесь позже.",
  };
  const { pathname, search } = useLocation();
  return (
    <section className="error-page">
      <p className="error-page__code">{status}</p>
      <h1>{title}</h1>
      <p>{errorMessage(error) ?? text}</p>
      <p className="error-page__actions">
        {status !== 404 && (
          <a href={pathname + search} className="button button--ghost">
            Попробовать снова
          </a>
        )}
        <Link to="/" className="button button--primary">
          На главную
        </Link>
      </p>
    </section>
  );
}

/**
 * A route's ErrorBoundary: the error page in place of the route's own content, so the layouts
 * above it (header, area navigation, footer) stay, and the status is kept.
 */
export function RouteErrorBoundary() {
  return <ErrorPage error={useRouteError()} />;
}
