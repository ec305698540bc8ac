import type { ApiResult, Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";
import type { Schema } from "./openapi.server";

/** /suppliers-users/directory: the company registry lookup and the dictionaries of the company form. */

/** What the registry ("Kontur.Focus") knows about an INN: enough to pre-fill the company form. */
export type RegistryCompany = Schema<"RegistryCompany">;
export type Section = Schema<"Section">;
export type OrgType = Schema<"OrgType">;

/** A dictionary that fails to load is an empty list, never a broken page. */
async function listOrEmpty<T>(result: Promise<ApiResult<{ items: T[] }>>): Promise<T[]> {
  const answer = await result;
  return answer.error ? [] : answer.data.items;
}

/** Dictionaries of the forms: the same for everyone, changed by the marketplace a few times a year. */
const DICTIONARY_AGES = { freshMs: 10 * 60 * 1000, staleMs: 60 * 60 * 1000 };
const sectionsDictionary = cachedDictionary("sections", DICTIONARY_AGES, (api) =>
  api.get("/suppliers-users/directory/sections"),
);
const orgTypesDictionary = cachedDictionary("org-types", DICTIONARY_AGES, (api) =>
  api.get("/suppliers-users/directory/org_type"),
);

export const directories = {
  konturFocus: (api: Marketplace, inn: string) =>
    api.get("/suppliers-users/directory/kontur_focus", { query: { inn } }),
  sections: (api: Marketplace) => listOrEmpty(sectionsDictionary(api)),
  orgTypes: (api: Marketplace) => listOrEmpty(orgTypesDictionary(api)),
};
