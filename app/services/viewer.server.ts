import type { ApiError, Marketplace } from "./marketplace.server";
import { getSession, type SessionUser } from "./session.server";
import { users } from "./users.server";

/** Who is looking at the page, as the session knows it: enough for guards and the layout. */
export type Viewer = SessionUser & {
  activeContractorId: number | null;
  activeContractId: number | null;
  activeContractNumber: string | null;
};

export async function getViewer(request: Request): Promise<Viewer | null> {
  const session = await getSession(request);
  const user = session.get("user");
  if (!user || !session.get("token")) return null;
  return {
    ...user,
    activeContractorId: session.get("activeContractorId") ?? null,
    activeContractId: session.get("activeContractId") ?? null,
    activeContractNumber: session.get("activeContractNumber") ?? null,
  };
}

/**
 * Reads who the user is from the marketplace and caches it in the session (user, roles, trustee,
 * active company and contract), so guards and pages need no upstream call for it. Call after
 * login and after anything that changes the company or contract; then commit the session.
 */
export async function syncViewer(api: Marketplace): Promise<ApiError | null> {
  const me = await users.me(api);
  if (me.error) return me;
  const { id, name, roles, trustee, session: choice } = me.data;
  api.session.set("user", { id, name, roles, trustee });
  api.session.set("activeContractorId", choice.activeContractorId);
  api.session.set("activeContractId", choice.activeContractId);
  api.session.set("activeContractNumber", choice.activeContractNumber);
  return null;
}
