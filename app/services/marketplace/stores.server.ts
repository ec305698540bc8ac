import { dictionaryItems, type DictionaryItems, type Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";

/** GET /stores-cities/stores: the marketplace's stores, a dictionary that rarely changes. */

export type Store = { id: number; title: string };

/** Store 95, the online-order warehouse, is no retail store, though the marketplace marks it so. */
const EXCLUDED_STORE_ID = 95;

/** Every order list and order page needs it; it changes a few times a year. */
const storesDictionary = cachedDictionary("stores", { freshMs: 10 * 60 * 1000, staleMs: 60 * 60 * 1000 }, (api) =>
  api.get("/stores-cities/stores"),
);

/**
 * The retail stores as "city — name", sorted as the marketplace says (those without a place last);
 * an empty list when it fails. A store not marked retail is none; one without a name shows its id.
 */
export async function retailStores(api: Marketplace): Promise<DictionaryItems<Store>> {
  const { items, failed } = dictionaryItems(await storesDictionary(api));
  const place = (store: { sort?: number }) => (Number.isFinite(store.sort) ? store.sort! : Infinity);
  const stores = items
    .filter((store) => store.show?.retail === true && store.id !== EXCLUDED_STORE_ID)
    .sort((a, b) => (place(a) === place(b) ? 0 : place(a) < place(b) ? -1 : 1))
    .map((store) => ({
      id: store.id,
      title: [store.cityName, store.name].filter((part) => part?.trim()).join(" — ") || `Склад ${store.id}`,
    }));
  return { items: stores, failed };
}

/** A store's title by id; without the dictionary a store shows by its id. */
export function storeTitles(stores: Store[]) {
  const titles = new Map(stores.map((store) => [store.id, store.title]));
  return (id: number) => titles.get(id) ?? `Склад ${id}`;
}
