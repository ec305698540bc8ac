/** Helpers for the widgets' server-render tests. */
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
// A transitive dependency of @remix-run/react, used only to give widgets a router in tests.
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";

/** Server HTML of `element` rendered at `url` inside a data router (Link, useNavigation…). */
export async function renderAt(url: string, element: ReactElement): Promise<string> {
  const handler = createStaticHandler([{ path: "*", element }]);
  const context = await handler.query(new Request(new URL(url, "http://localhost")));
  if (context instanceof Response) throw new Error(`Unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/**
 * The attributes of every `tag` element in server HTML. Tests run in node without a DOM; React's
 * output always quotes attributes, so a pattern is enough.
 */
export function attributesOf(html: string, tag: string): Array<Record<string, string>> {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? [];
  return tags.map((tag) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].slice(1).map(([, name, value]) => [name, value ?? ""]),
    ),
  );
}
