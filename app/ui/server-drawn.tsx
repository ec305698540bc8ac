import { Link } from "@remix-run/react";
import { createContext, type ReactNode, useContext } from "react";
import type { DataRef } from "~/utils/server-markup";

/**
 * What only this document's HTML carries, as ServerMarkupContext (entry.server provides the same map to
 * both; in the browser it is empty). A context of its own, so this module and ServerMarkup's each go
 * into the one page chunk that uses it instead of a shared file every catalog page would load.
 */
export const ServerDataContext = createContext<Map<string, unknown> | undefined>(undefined);

/**
 * The value of a `dataOnce` (app/utils/server-markup.server.ts): on the server, drawing a document,
 * from the load context; after a client navigation or a revalidation, from the data; while the
 * browser hydrates a document, undefined (the server's drawing of it stays, see ServerDrawn).
 */
export function useDataOnce<Value>(ref: DataRef<Value>): Value | undefined {
  const kept = useContext(ServerDataContext)?.get(ref.id) as Value | undefined;
  return ref.value ?? kept;
}

/**
 * An element whose content only the server draws for a document (docs/decisions/100): without the
 * value it is drawn from, as while the browser hydrates the document, it keeps what the server drew
 * (React does not look inside an element it is told to fill with dangerouslySetInnerHTML); with it,
 * after a client navigation or a revalidation whose data carried it, it draws `children(value)`
 * instead, as a new element. Its content must need no script of its own: text, links, pictures.
 */
export function ServerDrawn<Value>({
  as: Tag = "div",
  className,
  value,
  children,
}: {
  as?: "div" | "dl" | "tbody";
  className?: string;
  value: Value | undefined;
  children: (value: Value) => ReactNode;
}) {
  return value === undefined ? (
    <Tag key="kept" className={className} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  ) : (
    <Tag key="drawn" className={className}>
      {children(value)}
    </Tag>
  );
}

/**
 * A link inside ServerDrawn's content, to a path of the portal. The server draws that content for a
 * document only, and after hydration it is the server's plain anchor (a click opens a whole page: the
 * router never sees it), so the server writes a plain anchor, without the router's Link and what it
 * sets up for a click, a prefetch and route discovery that never come (issue 38: the orders page's 30
 * order links were a sixth of what it allocated). Drawn in the browser, after a client navigation or
 * a revalidation, it is a Link, which the router then handles.
 */
export function DrawnLink({ to, children }: { to: `/${string}`; children: ReactNode }) {
  return typeof document === "undefined" ? <a href={to}>{children}</a> : <Link to={to}>{children}</Link>;
}
