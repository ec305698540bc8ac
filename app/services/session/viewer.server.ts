import { getSession, type Workplace, type PortalSession, type SessionUser } from "./session.server";

/** Who is looking at the page, as the session knows it: enough for guards and the layout. */
export type Viewer = SessionUser & {
  activeContractorId: number | null;
  activeContractorInn: string | null;
  activeContractId: number | null;
  activeContractNumber: string | null;
  workplaces: Workplace[];
};

export async function getViewer(request: Request): Promise<Viewer | null> {
  return viewerOf(await getSession(request));
}

/** The viewer a session already read holds. */
export function viewerOf(session: PortalSession): Viewer | null {
  const user = session.get("user");
  if (!user || !session.get("token")) return null;
  return {
    ...user,
    activeContractorId: session.get("activeContractorId") ?? null,
    activeContractorInn: session.get("activeContractorInn") ?? null,
    activeContractId: session.get("activeContractId") ?? null,
    activeContractNumber: session.get("activeContractNumber") ?? null,
    workplaces: session.get("workplaces") ?? [],
  };
}
