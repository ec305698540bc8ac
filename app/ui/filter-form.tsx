import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * A list's filters as a GET form (URL state: works without JavaScript, survives a shared link), sent
 * by «Показать»; `label` names the search region when the list's heading does not say what it filters.
 */
export function FilterForm({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Form method="get" className="list-filter" role="search" aria-label={label}>
      {children}
      <button type="submit" className="button button--ghost">
        Показать
      </button>
    </Form>
  );
}
