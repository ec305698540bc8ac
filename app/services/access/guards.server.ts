import { json, redirect } from "@remix-run/node";
import { config } from "~/services/config.server";
import { keepForm } from "~/services/forms/kept-over-sign-in.server";
import { catalog } from "~/services/marketplace/catalog.server";
import { Marketplace } from "~/services/marketplace/client.server";
import { getSession } from "~/services/session/session.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { getViewer, type Viewer } from "~/services/session/viewer.server";
import { NARROW_SCREEN } from "~/utils/errors";
import { notFound } from "~/utils/params.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { ROLES, type Role } from "./roles";

/**
 * What a page demands of its viewer. Anything not listed is allowed. Roles are an
 * allow-list where the access rules name who may, a deny-list where they name who may not
 * (docs/decisions/052).
 */
type Rule = {
  /** Anonymous visitors may open it. */
  public?: true;
  /** Signed-in users stay where they were (the login and registration pages). */
  guestOnly?: true;
  /** Only these roles may open it. */
  allow?: readonly Role[];
  /** Every role but these may open it. */
  deny?: readonly Role[];
  /** Without an active contract the page makes no sense: go to main. */
  needsContract?: true;
  /** Not offered on phones. */
  desktopOnly?: true;
  /** Only for users with the trustee flag. */
  needsTrustee?: true;
  /** The price quarantine opens only while it holds something (a nonzero sandbox count). */
  needsSandbox?: true;
  /** The route's `product`, when it has one, is the marketplace's own promotions (PROMO_PRODUCT_SLUG); another is not found. */
  promoProduct?: true;
  /** The route's `siteId` is a showcase open to suppliers: b2b keeps the previous page, with a message. */
  openSite?: true;
};

/** The one guard table: every loader, action and menu names its rule here. */
export const RULES = {
  public: { public: true },
  guest: { public: true, guestOnly: true },
  signedIn: {},
  workers: { allow: [ROLES.owner] },
  apiKey: { allow: [ROLES.owner], desktopOnly: true },
  contractAdd: { deny: [ROLES.contentManager] },
  companyEdit: { deny: [ROLES.contentManager] },
  catalog: { needsContract: true },
  catalogDesktop: { needsContract: true, desktopOnly: true },
  priceQuarantine: { needsContract: true, desktopOnly: true, needsSandbox: true },
  copyProducts: { needsContract: true, needsTrustee: true },
  orders: { deny: [ROLES.contentManager], needsContract: true },
  order: { deny: [ROLES.contentManager], needsContract: true, desktopOnly: true },
  service: { allow: [ROLES.service] },
  promotions: { promoProduct: true, openSite: true },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/** A route's parameters as Remix passes them. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * What a rule looks at besides the viewer: the request (the device, the page it came from), the
 * route's parameters, and the price quarantine's count when the caller knows it.
 */
export type Circumstances = { request: Request; params?: RouteParams; sandbox?: number };

/** Why a request does not get through: a redirect (with a warning to show there), or a status. */
export type Refusal = { redirect: string; warning?: string } | { status: 403 | 404 };

export const CLOSED_SITE_MESSAGE =
  "Витрина для бизнеса (b2b) пока закрыта для поставщиков: её акции откроются вместе с ней. Сейчас доступны акции витрины для частных покупателей (b2c).";

/** The showcases not open to suppliers yet: routes with siteId b2b are blocked. */
const CLOSED_SITES = ["b2b"];

/** Phones announce themselves by client hint or user agent; the client also checks the width. */
export function isMobileRequest(request: Request) {
  const hint = request.headers.get("Sec-CH-UA-Mobile");
  if (hint) return hint === "?1";
  return /Mobi|Android|iPhone|iPod/i.test(request.headers.get("User-Agent") ?? "");
}

/** The page the user came from, when it is ours and not the one refused; otherwise main. */
export function previousPage(request: Request) {
  const referer = request.headers.get("Referer");
  const url = new URL(request.url);
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    if (from.origin !== url.origin || from.pathname === url.pathname) return "/";
    return safeRedirect(from.pathname + from.search);
  } catch {
    return "/";
  }
}

/** Main, with the page asked for, so signing in leads there. */
function loginTarget(request: Request) {
  const url = new URL(request.url);
  // `?index` only routes a post to an index route; it is no part of the page to come back to.
  url.searchParams.delete("index");
  const wanted = url.pathname + url.search;
  return wanted === "/" ? "/" : `/?redirectTo=${encodeURIComponent(wanted)}`;
}

function roleRefused(rule: Rule, roles: readonly Role[]) {
  // No role the portal knows: the least rights, so a page that names roles either way is refused.
  if (roles.length === 0) return Boolean(rule.allow || rule.deny);
  if (rule.allow && !rule.allow.some((role) => roles.includes(role))) return true;
  return Boolean(rule.deny?.some((role) => roles.includes(role)));
}

/**
 * The table's verdict, without side effects: null when the viewer (null: anonymous) gets through.
 * A URL that is not ours is not found for everyone, before anyone is asked who they are.
 */
export function refusalOf(viewer: Viewer | null, ruleName: RuleName, circumstances: Circumstances): Refusal | null {
  const rule: Rule = RULES[ruleName];
  const { request, params = {}, sandbox } = circumstances;
  if (rule.promoProduct && params.product !== undefined && params.product !== config.promoProduct.slug) {
    return { status: 404 };
  }
  if (!viewer) return rule.public ? null : { redirect: loginTarget(request) };
  if (rule.guestOnly || roleRefused(rule, viewer.roles)) return { redirect: previousPage(request) };
  // Explained, not a silent redirect: the user may not know the page is for wide screens.
  if (rule.desktopOnly && isMobileRequest(request)) return { status: 403 };
  if (rule.needsContract && !viewer.activeContractId) return { redirect: "/" };
  if (rule.needsTrustee && !viewer.trustee) return { redirect: "/" };
  // The tab led nowhere: a one-time message on the page kept says why.
  if (rule.openSite && params.siteId !== undefined && CLOSED_SITES.includes(params.siteId)) {
    return { redirect: previousPage(request), warning: CLOSED_SITE_MESSAGE };
  }
  if (rule.needsSandbox && sandbox === 0) return { redirect: "/catalog/" };
  return null;
}

/**
 * Whether the viewer gets through a rule: pages and menus offer only links that lead somewhere.
 * A count the caller does not give (the sandbox) is not held against the viewer.
 */
export function mayOpen(viewer: Viewer | null, ruleName: RuleName, circumstances: Circumstances) {
  return refusalOf(viewer, ruleName, circumstances) === null;
}

/** A menu entry: offered only to viewers its rule lets through (with the route's params, if any). */
export type GuardedLink = { to: string; title: string; rule: RuleName; params?: RouteParams };

/** The one way a menu is built: the entries this viewer may open, as plain links. */
export function offeredLinks(viewer: Viewer | null, request: Request, links: readonly GuardedLink[]) {
  return links
    .filter((link) => mayOpen(viewer, link.rule, { request, params: link.params }))
    .map(({ to, title }) => ({ to, title }));
}

async function sandboxCount(request: Request) {
  const counts = await catalog.counts(new Marketplace(request, await getSession(request)));
  // A count that cannot be read, or was not sent, opens nothing: the catalog itself says what failed.
  return counts.error ? 0 : (counts.data.sandbox ?? 0);
}

async function responseTo(request: Request, refusal: Refusal): Promise<Response> {
  if ("redirect" in refusal) {
    return refusal.warning
      ? redirectWithToast(request, refusal.redirect, { type: "warning", text: refusal.warning })
      : redirect(refusal.redirect);
  }
  return refusal.status === 403 ? json(NARROW_SCREEN, { status: 403 }) : notFound();
}

/**
 * Lets the request through or throws the answer the table prescribes. Returns the viewer.
 * Loaders and actions call it alike, so a refused POST is refused exactly like its GET, and
 * before any call of the marketplace.
 */
export async function requireAccess(
  request: Request,
  ruleName: RuleName,
  params: RouteParams = {},
): Promise<Viewer | null> {
  const rule: Rule = RULES[ruleName];
  const viewer = await getViewer(request);
  let refusal = refusalOf(viewer, ruleName, { request, params });
  // The count costs a call of the marketplace: asked only for a viewer the rest of the rule lets through.
  if (!refusal && viewer && rule.needsSandbox) {
    refusal = refusalOf(viewer, ruleName, { request, params, sandbox: await sandboxCount(request) });
  }
  if (refusal) {
    // A form sent after its session ended is kept for its user over the sign-in (services/forms/kept-over-sign-in).
    const kept = !viewer && request.method === "POST" ? await keepForm(request) : null;
    throw kept ?? (await responseTo(request, refusal));
  }
  return viewer;
}

/** Same as requireAccess, for pages that exist only for signed-in users. */
export async function requireViewer(
  request: Request,
  ruleName: Exclude<RuleName, "public" | "guest">,
  params: RouteParams = {},
) {
  return (await requireAccess(request, ruleName, params)) as Viewer;
}
