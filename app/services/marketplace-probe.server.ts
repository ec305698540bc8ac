import { randomUUID } from "node:crypto";
import { createSession } from "@remix-run/node";
import { Marketplace } from "~/services/marketplace/client.server";
import { users } from "~/services/marketplace/users.server";
import type { PortalSession } from "~/services/session/session.server";

/**
 * Whether the marketplace answers, for the `portal_upstream_up` metric that the server refreshes in
 * the background (docs/decisions/081); never asked per request, so no visitor can make the portal
 * call the marketplace by asking. Its cheapest public call, without a user or the session store
 * (Redis away is /readyz's business, not the marketplace's). Any answer but a 5xx means it is up.
 */
export async function marketplaceAnswers(): Promise<boolean> {
  const probe = new Request("http://portal.internal/", {
    headers: { "X-Request-Id": `upstream-probe-${randomUUID()}` },
  });
  const api = new Marketplace(probe, createSession() as PortalSession);
  const answer = await users.countCompanies(api);
  return !answer.error || answer.status < 500;
}
