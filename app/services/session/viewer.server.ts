import type { ApiError, Marketplace } from "~/services/marketplace/client.server";
import { getSession } from "./session.server";
import { contracts } from "~/services/marketplace/contracts.server";
import { users, type ContractorSummary } from "~/services/marketplace/users.server";
import type { Workplace, PortalSession, SessionUser } from "./session.server";

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

/**
 * Reads who the user is from the marketplace and caches it in the session (user, roles, trustee,
 * active company and contract), so guards and pages need no upstream call for it. Call after
 * login and after anything that changes the company or contract; then commit the session.
 */
export async function syncViewer(api: Marketplace): Promise<ApiError | null> {
  const me = await users.me(api);
  if (me.error) return me;
  const { id, name, roles, trustee, contractors, session: choice } = me.data;
  api.session.set("user", { id, name, roles, trustee });
  api.session.set("activeContractorId", choice.activeContractorId);
  api.session.set(
    "activeContractorInn",
    contractors.find((contractor) => contractor.id === choice.activeContractorId)?.inn ?? null,
  );
  api.session.set("activeContractId", choice.activeContractId);
  api.session.set("activeContractNumber", choice.activeContractNumber);
  api.session.set("workplaces", await workplacesOf(api, contractors));
  return null;
}

/**
 * The companies the user acts for and the contracts one may work under (any but not_active), for
 * the switcher in the header; read once here so pages need no upstream call for it.
 */
async function workplacesOf(api: Marketplace, companies: ContractorSummary[]): Promise<Workplace[]> {
  const lists = await Promise.all(companies.map((company) => contracts.byInn(api, company.inn)));
  return companies.map((company, index) => {
    const list = lists[index];
    return {
      contractorId: company.id,
      shortName: company.shortName,
      contracts: list.error
        ? []
        : list.data.items
            .filter((contract) => contract.status !== "not_active")
            .map(({ id, number, status }) => ({ id, number, status })),
    };
  });
}
