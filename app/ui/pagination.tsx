import { Link } from "@remix-run/react";

/**
 * Page links for a list whose page is URL state: plain links (no JavaScript needed), the current page
 * marked with aria-current. `hrefOf` builds the URL of a page, keeping the rest of the state.
 */
export function Pagination({ page, pages, hrefOf }: { page: number; pages: number; hrefOf: (page: number) => string }) {
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages);
  return (
    <nav aria-label="Страницы" className="pagination">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} rel="prev" className="pagination__step">
          ← Назад
        </Link>
      )}
      {shown.map((n, index) => (
        <span key={n} className="pagination__item">
          {index > 0 && n - shown[index - 1] > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className="pagination__current">
              {n}
            </span>
          ) : (
            <Link to={hrefOf(n)} aria-label={`Страница ${n}`}>
              {n}
            </Link>
          )}
        </span>
      ))}
      {page < pages && (
        <Link to={hrefOf(page + 1)} rel="next" className="pagination__step">
          Вперёд →
        </Link>
      )}
    </nav>
  );
}
