import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A part of a page folded under its summary on a phone and shown whole from 575 px, without a script
 * (docs/decisions/098). It is a `<details>` the server sends closed: a phone opens it with a tap; a
 * wider screen's CSS hides the summary and shows the content whatever the state (`::details-content`;
 * a browser without it shows the summary, one click away).
 */
export function Fold({
  summary,
  className,
  children,
}: {
  summary: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  // A new query (a filter applied, another page) draws it again folded, as a page load does without JavaScript.
  const { search } = useLocation();
  return (
    <details key={search} className={className ? `fold ${className}` : "fold"}>
      <summary className="fold__summary">{summary}</summary>
      {children}
    </details>
  );
}

/**
 * The filters of a list folded under «Фильтры» (with « · 2» when two are active, read as «Фильтры, активных: 2»):
 * on a phone the list's first rows fill the first screen. With filters active, a link beside the summary
 * drops them (`resetHref`: the list without them), reachable without opening the fold. `active` counts what
 * narrows the list (search, status, store, a period); the sort and the page are no filters. On paper the
 * filters show only when some are applied, as they were set, and the reset link never (docs/decisions/102).
 */
export function FilterFold({
  active,
  resetHref,
  children,
}: {
  active: number;
  resetHref: string;
  children: ReactNode;
}) {
  return (
    <div className={active > 0 ? "filter-fold filter-fold--active" : "filter-fold print-hidden"}>
      <Fold summary={<FilterSummary active={active} />}>{children}</Fold>
      {active > 0 && (
        <Link to={resetHref} className="filter-fold__reset print-hidden">
          Сбросить фильтры
        </Link>
      )}
    </div>
  );
}

function FilterSummary({ active }: { active: number }) {
  if (active <= 0) return <>Фильтры</>;
  // Seen as «Фильтры · 2», heard as «Фильтры, активных: 2».
  return (
    <>
      <span aria-hidden="true">Фильтры · {active}</span>
      <span className="visually-hidden">Фильтры, активных: {active}</span>
    </>
  );
}
