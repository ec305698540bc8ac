import { Link, useLocation, useRouteError } from "@remix-run/react";
import { errorMessage, errorStatus, errorTexts, errorTitle } from "~/utils/errors";

/** The Russian error page; never a stack trace (details are in the server log). */
export function ErrorPage({ error }: { error: unknown }) {
  const status = errorStatus(error);
  const { title, text } = errorTexts(status);
  const { pathname, search } = useLocation();
  return (
    <section className="error-page">
      <p className="error-page__code">{status}</p>
      <h1>{errorTitle(error) ?? title}</h1>
      <p>{errorMessage(error) ?? text}</p>
      <p className="error-page__actions">
        {/* Asking again helps a refused form or a fault, never a missing page or a refusal by right;
            after a post the page does not take, the way on is the page itself. */}
        {status !== 404 && status !== 403 && (
          <a href={pathname + search} className="button button--ghost">
            {status === 405 ? "Вернуться на страницу" : "Попробовать снова"}
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
