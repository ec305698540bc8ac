import { getSession, type SessionUser } from "./session.server";

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
