import type { ApiError, Marketplace } from "~/services/marketplace/client.server";
import { contracts, defaultContract } from "~/services/marketplace/contracts.server";
import { users, type Me } from "~/services/marketplace/users.server";
import type { Workplace } from "~/services/session/session.server";
import { knownRoles } from "./roles";

// The viewer's construction: who the user is, read from the marketplace and cached in the session.
// Reading it back (`getViewer`, `viewerOf`) stays in services/session, which knows no marketplace.

/** The company and contract the user works under, as the marketplace stores them (users/{id}/session). */
export type Choice = { activeContractorId: number | null; activeContractId: number | null };

/**
 * Reads who the user is from the marketplace and caches it in the session (user, roles, trustee,
 * active company and contract), so guards and pages need no upstream call for it. Call after
 * login and after anything that changes the company or contract (`chosen`: what the user just
 * chose or created); then commit the session.
 *
 * The active choice is the stored one (users/{id}/session), or `chosen`, when it is still the
 * user's; otherwise the default: the first company the user acts for and its first contract
 * not in not_active. A choice that differs from the stored one is written back, so the marketplace
 * scopes its answers to the same company.
 */
export async function syncViewer(api: Marketplace, chosen?: Choice): Promise<ApiError | null> {
  const me = await users.me(api);
  if (me.error) return me;
  const { id, contractors } = me.data;
  const [stored, workplaces] = await Promise.all([users.session(api, id), workplacesOf(api, contractors)]);
  if (stored.error) return stored;
  const storedChoice: Choice = {
    activeContractorId: stored.data.activeContractorId ?? null,
    activeContractId: stored.data.activeContractId ?? null,
  };
  const active = activeChoice(chosen ?? storedChoice, workplaces);
  const { company, contract } = active;
  if (
    (company?.contractorId ?? null) !== storedChoice.activeContractorId ||
    (contract?.id ?? null) !== storedChoice.activeContractId
  ) {
    const saved = await users.setSession(api, id, {
      activeContractorId: company?.contractorId ?? null,
      activeContractId: contract?.id ?? null,
    });
    if (saved.error) return saved;
  }
  // A role the portal does not know grants nothing; without the flag no one is a trustee.
  api.session.set("user", {
    id,
    name: me.data.name ?? "",
    roles: knownRoles(me.data.roles),
    trustee: me.data.trustee === true,
  });
  api.session.set("activeContractorId", company?.contractorId ?? null);
  api.session.set("activeContractorInn", contractors.find((each) => each.id === company?.contractorId)?.inn ?? null);
  api.session.set("activeContractId", contract?.id ?? null);
  api.session.set("activeContractNumber", contract?.number || null);
  api.session.set("workplaces", workplaces);
  return null;
}

/** The chosen company and contract while they are the user's, otherwise the defaults. */
export function activeChoice(choice: Choice, workplaces: Workplace[]) {
  const company =
    workplaces.find((workplace) => workplace.contractorId === choice.activeContractorId) ?? workplaces[0] ?? null;
  const contract = company ? defaultContract(company.contracts, choice.activeContractId) : null;
  return { company, contract };
}

/**
 * The companies the user acts for and the contracts one may work under (any but not_active, in the
 * marketplace's order), for the switcher in the header; read once here so pages need no upstream call for it.
 * A company whose contracts cannot be read (no INN, one that is not 10 or 12 digits, a failed call)
 * has none to work under: the pages that need a contract say so.
 */
async function workplacesOf(api: Marketplace, companies: Me["contractors"]): Promise<Workplace[]> {
  const lists = await Promise.all(companies.map((company) => contracts.byInn(api, company.inn ?? null)));
  return companies.map((company, index) => {
    const list = lists[index];
    return {
      contractorId: company.id,
      shortName: company.shortName?.trim() || company.fullName?.trim() || `Компания ${company.id}`,
      contracts: list.error
        ? []
        : list.data.items
            .filter((contract) => contract.status !== "not_active")
            .map(({ id, number, status }) => ({ id, number: number ?? "", status: status ?? "" })),
    };
  });
}
