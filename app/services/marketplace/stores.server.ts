import type { Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";

/** GET /stores-cities/stores: the marketplace's stores, a dictionary that rarely changes. */

export type Store = { id: number; title: string };

/** Store 95, the online-order warehouse, is no retail store, though the marketplace marks it so. */
const EXCLUDED_STORE_ID = 95;

/** Every order list and order page needs it; it changes a few times a year. */
const storesDictionary = cachedDictionary("stores", { freshMs: 10 * 60 * 1000, staleMs: 60 * 60 * 1000 }, (api) =>
  api.get("/stores-cities/stores"),
);

/** The retail stores as "city — name", sorted as the marketplace says; an empty list when it fails. */
export async function retailStores(api: Marketplace): Promise<Store[]> {
  const answer = await storesDictionary(api);
  if (answer.error) return [];
  return answer.data.items
    .filter((store) => store.show.retail && store.id !== EXCLUDED_STORE_ID)
    .sort((a, b) => a.sort - b.sort)
    .map((store) => ({ id: store.id, title: `${store.cityName} — ${store.name}` }));
}

/** A store's title by id; without the dictionary a store shows by its id. */
export function storeTitles(stores: Store[]) {
  const titles = new Map(stores.map((store) => [store.id, store.title]));
  return (id: number) => titles.get(id) ?? `Склад ${id}`;
}
