import type { Viewer } from "~/services/session/viewer.server";

/** The owner's companies a worker may be linked to: the ones the session already knows. */
export function companyOptions(viewer: Viewer) {
  return viewer.workplaces.map((place) => ({
    id: place.contractorId,
    value: String(place.contractorId),
    title: place.shortName,
  }));
}

/** Company names by id, for the list's column. */
export function companyNames(viewer: Viewer, ids: number[]) {
  return ids.map((id) => viewer.workplaces.find((place) => place.contractorId === id)?.shortName ?? `№ ${id}`);
}
