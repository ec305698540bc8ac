// What the browser build gets for `react-dom/client` (vite.config.ts, docs/decisions/035): Preact's
// hydrateRoot, taught to hydrate a whole document as Remix renders one.
import { Fragment, options, type VNode } from "preact";
import { createRoot, hydrateRoot as hydratePreactRoot } from "preact/compat/client";

export { createRoot };

// Preact hydrates `document` as its <html> element (preactjs/preact#3794), while Remix's root
// renders <html> itself: hydrated as is, it would be a second <html> inside the first. The root's
// <html> becomes a fragment, so its <head> and <body> meet the server's; its attributes stay as
// the server wrote them (the root sets only `lang`, which never changes).
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === "html") (vnode as { type: unknown }).type = Fragment;
  previousVnodeHook?.(vnode);
};

export function hydrateRoot(container: Element | Document, children: Parameters<typeof hydratePreactRoot>[1]) {
  return hydratePreactRoot(container as Element, children);
}
