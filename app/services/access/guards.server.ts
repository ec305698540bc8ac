import { json, redirect } from "@remix-run/node";
import { catalog } from "~/services/marketplace/catalog.server";
import { Marketplace } from "~/services/marketplace/client.server";
import { ROLES, type Role } from "./roles";
import { getSession } from "~/services/session/session.server";
import { redirectWithToast } from "~/services/session/toast.server";
import { getViewer, type Viewer } from "~/services/session/viewer.server";
import { NARROW_SCREEN } from "~/utils/errors";
import { safeRedirect } from "~/utils/safe-redirect";

/** What a page demands of its viewer (SPEC.md §6). Anything not listed is allowed. */
type Rule = {
  /** Anonymous visitors may open it. */
  public?: true;
  /** Signed-in users stay where they were (the login and registration pages). */
  guestOnly?: true;
  /** Roles that may not open it. */
  deny?: Role[];
  /** Only these roles may open it. */
  allow?: Role[];
  /** Without an active contract the page makes no sense: go to main. */
  needsContract?: true;
  /** Not offered on phones. */
  desktopOnly?: true;
  /** Only for users with the trustee flag. */
  needsTrustee?: true;
  /** The price quarantine opens only while it holds something (a nonzero sandbox count). */
  needsSandbox?: true;
};

const staff = [ROLES.manager, ROLES.contentManager];

/** The one guard table: every loader and action names its rule here. */
export const RULES = {
  public: { public: true },
  guest: { public: true, guestOnly: true },
  signedIn: {},
  workers: { deny: staff },
  apiKey: { deny: staff, desktopOnly: true },
  contractAdd: { deny: [ROLES.contentManager] },
  companyEdit: { deny: [ROLES.contentManager] },
  catalog: { needsContract: true },
  catalogDesktop: { needsContract: true, desktopOnly: true },
  priceQuarantine: { needsContract: true, desktopOnly: true, needsSandbox: true },
  copyProducts: { needsContract: true, needsTrustee: true },
  orders: { deny: [ROLES.contentManager], needsContract: true },
  order: { deny: [ROLES.contentManager], needsContract: true, desktopOnly: true },
  service: { allow: [ROLES.service] },
} satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

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

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  // `?index` only routes a post to an index route; it is no part of the page to come back to.
  url.searchParams.delete("index");
  const wanted = url.pathname + url.search;
  return redirect(wanted === "/" ? "/" : `/?redirectTo=${encodeURIComponent(wanted)}`);
}

function refusal(viewer: Viewer, rule: Rule, request: Request): Response | null {
  if (rule.guestOnly) return redirect(previousPage(request));
  if (rule.deny?.some((role) => viewer.roles.includes(role))) return redirect(previousPage(request));
  if (rule.allow && !rule.allow.some((role) => viewer.roles.includes(role))) return redirect(previousPage(request));
  // Explained, not a silent redirect: the user may not know the page is for wide screens.
  if (rule.desktopOnly && isMobileRequest(request)) return json(NARROW_SCREEN, { status: 403 });
  if (rule.needsContract && !viewer.activeContractId) return redirect("/");
  if (rule.needsTrustee && !viewer.trustee) return redirect("/");
  return null;
}

/** Whether the viewer would pass a rule's role and state checks: pages offer only links that lead somewhere. */
export function mayOpen(viewer: Viewer, ruleName: RuleName, request: Request) {
  return refusal(viewer, RULES[ruleName], request) === null;
}

async function sandboxIsEmpty(request: Request) {
  const counts = await catalog.counts(new Marketplace(request, await getSession(request)));
  return counts.error || counts.data.sandbox === 0;
}

/**
 * Lets the request through or throws the redirect the table prescribes. Returns the viewer.
 * Loaders and actions call it alike, so a refused POST is refused exactly like its GET.
 */
export async function requireAccess(request: Request, ruleName: RuleName): Promise<Viewer | null> {
  const rule: Rule = RULES[ruleName];
  const viewer = await getViewer(request);
  if (!viewer) {
    if (rule.public) return null;
    throw loginRedirect(request);
  }
  const refused = refusal(viewer, rule, request);
  if (refused) throw refused;
  if (rule.needsSandbox && (await sandboxIsEmpty(request))) throw redirect("/catalog/");
  return viewer;
}

/** Same as requireAccess, for pages that exist only for signed-in users. */
export async function requireViewer(request: Request, ruleName: Exclude<RuleName, "public" | "guest">) {
  return (await requireAccess(request, ruleName)) as Viewer;
}

export const CLOSED_SITE_MESSAGE =
  "Витрина для бизнеса (b2b) пока закрыта для поставщиков: её акции откроются вместе с ней. Сейчас доступны акции витрины для частных покупателей (b2c).";

/**
 * The b2b showcase is not open to suppliers yet: such routes keep the previous page (SPEC.md §6),
 * and a one-time message there says why the link led nowhere.
 */
export async function requireOpenSite(request: Request, siteId: string) {
  if (siteId === "b2b")
    throw await redirectWithToast(request, previousPage(request), {
      type: "warning",
      text: CLOSED_SITE_MESSAGE,
    });
}
