import { createCookie } from "@remix-run/node";

/**
 * The lite version for slow connections (docs/decisions/017): pages without client
 * JavaScript (every page works without it) and pictures at the CDN's smallest size. The browser
 * asks with `Save-Data: on`; the footer's switch sets a cookie, which wins either way.
 */
const liteChoice = createCookie("lite", { path: "/", sameSite: "lax", httpOnly: true, maxAge: 365 * 24 * 60 * 60 });

export async function isLite(request: Request): Promise<boolean> {
  const chosen: unknown = await liteChoice.parse(request.headers.get("Cookie"));
  if (typeof chosen === "boolean") return chosen;
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

/** The Set-Cookie of the footer's switch. */
export const chooseLite = (on: boolean) => liteChoice.serialize(on);
