import { createContext, type ReactNode, useContext } from "react";
import { Markup } from "~/utils/markup";
import type { DataRef } from "~/utils/server-markup";
import { useFollowLinks } from "./follow-links";

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
 * Content written as `markup` (a list's rows) goes in as it is, without React drawing it element by
 * element (docs/decisions/125). Its links are plain anchors, which work without scripts; with them, a
 * click on one is a client navigation, as a router link's would be (the page's `FollowLinks`).
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
  children: (value: Value) => ReactNode | Markup;
}) {
  const onClick = useFollowLinks();
  if (value === undefined) {
    return (
      <Tag
        key="kept"
        className={className}
        onClick={onClick}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  const content = children(value);
  return content instanceof Markup ? (
    <Tag key="drawn" className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: content.html }} />
  ) : (
    <Tag key="drawn" className={className} onClick={onClick}>
      {content}
    </Tag>
  );
}
