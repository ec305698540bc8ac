import { mayOpen } from "~/services/access/guards.server";
import type { Viewer } from "~/services/session/viewer.server";

/**
 * The owner's companies a worker may be linked to (the ones the session already knows), and whether
 * the owner may fill in a company's data: an owner without a company is sent there first.
 */
export function workerCompanies(viewer: Viewer, request: Request) {
  return {
    companies: viewer.workplaces.map((place) => ({
      id: place.contractorId,
      value: String(place.contractorId),
      title: place.shortName,
    })),
    companyEditOffered: mayOpen(viewer, "companyEdit", { request }),
  };
}

/** Company names by id, for the list's column. */
export function companyNames(viewer: Viewer, ids: number[]) {
  return ids.map((id) => viewer.workplaces.find((place) => place.contractorId === id)?.shortName ?? `№ ${id}`);
}
