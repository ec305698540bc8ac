import type { ReactNode } from "react";

/** The page's one h1, with optional actions beside it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-heading">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
