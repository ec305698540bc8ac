// The portal's main pages as the measuring scripts (bench, profile) name them: what a supplier or a
// visitor opens most, each with how it is asked for.

/**
 * `signedIn`: as demo supplier 01. `otherCookie`: a cookie the portal does not know, so a visitor's
 * page is drawn rather than answered from the visitor cache (docs/decisions/026), which keeps a page
 * for a visitor with no cookie or only the stylesheet's. `fromMemory`: the page is answered from that
 * cache, not drawn (the bench measures no floor for it).
 */
export const MAIN_PAGES = [
  { name: "landing-cached", path: "/", signedIn: false, fromMemory: true, title: "landing (visitor, from memory)" },
  { name: "landing", path: "/", signedIn: false, otherCookie: true, title: "landing (visitor, drawn)" },
  { name: "login-cached", path: "/auth/", signedIn: false, fromMemory: true, title: "login (visitor, from memory)" },
  { name: "login", path: "/auth/", signedIn: false, otherCookie: true, title: "login (visitor, drawn)" },
  { name: "knowledge-base", path: "/info-base/", signedIn: false, fromMemory: true, title: "knowledge base" },
  { name: "dashboard", path: "/", signedIn: true, title: "dashboard (demo 01)" },
  { name: "catalog", path: "/catalog/", signedIn: true, title: "catalog (demo 01)" },
  { name: "orders", path: "/orders/", signedIn: true, title: "orders (demo 01)" },
];

/**
 * The headers a page is asked for with, given the signed-in supplier's cookie and, for a browser that
 * returns (the pages link the stylesheet), its stylesheet cookie (scripts/demo-stack.mjs).
 */
export const headersFor = (page, cookie, styles) => {
  const cookies = [page.signedIn ? cookie : page.otherCookie ? "bench=1" : "", styles].filter(Boolean);
  return cookies.length > 0 ? { cookie: cookies.join("; ") } : {};
};
