import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

type PaginationProps = { page: number; pages: number } & (
  | { hrefOf: (page: number) => string; submitName?: never }
  /**
   * Inside a form whose fields are URL state too (ticks chosen across pages): each page is a button
   * that submits the form by GET with `submitName` set to the page, so nothing of the form is lost.
   */
  | { submitName: string; hrefOf?: never }
);

/**
 * `hrefOf` for a list whose whole state is its URL's query (filters, period, sort): the same query
 * with only `page` changed; page 1 goes without it, and a bare list to itself.
 */
export function keepingQuery(query: URLSearchParams) {
  return (page: number) => {
    const next = new URLSearchParams(query);
    if (page > 1) next.set("page", String(page));
    else next.delete("page");
    const search = next.toString();
    return search ? `?${search}` : ".";
  };
}

/**
 * Page links for a list whose page is URL state: plain links (no JavaScript needed), the current page
 * marked with aria-current. `hrefOf` builds the URL of a page, keeping the rest of the state.
 */
export function Pagination({ page, pages, hrefOf, submitName }: PaginationProps) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  const to = (
    n: number,
    children: ReactNode,
    { rel, ...props }: { rel?: string; className?: string; "aria-label"?: string },
  ) =>
    submitName ? (
      <button type="submit" formMethod="get" name={submitName} value={n} {...props}>
        {children}
      </button>
    ) : (
      <Link to={hrefOf?.(n) ?? "."} rel={rel} {...props}>
        {children}
      </Link>
    );
  return (
    // Page links work on screen only: paper shows the rows (docs/decisions/102).
    <nav aria-label="Страницы" className={`pagination print-hidden${submitName ? " pagination--buttons" : ""}`}>
      {page > 1 && to(page - 1, "← Назад", { rel: "prev", className: "pagination__step" })}
      {shown.map((n, index) => (
        <span key={n} className="pagination__item">
          {index > 0 && n - shown[index - 1] > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className="pagination__current">
              {n}
            </span>
          ) : (
            to(n, n, { "aria-label": `Страница ${n}` })
          )}
        </span>
      ))}
      {page < pages && to(page + 1, "Вперёд →", { rel: "next", className: "pagination__step" })}
    </nav>
  );
}
