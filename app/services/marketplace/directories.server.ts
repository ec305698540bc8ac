import { dictionaryItems, type Marketplace } from "./client.server";
import { cachedDictionary } from "./dictionary-cache.server";
import type { Schema } from "./openapi.server";

/** /suppliers-users/directory: the company registry lookup and the dictionaries of the company form. */

/** What the registry ("Kontur.Focus") knows about an INN: enough to pre-fill the company form. */
export type RegistryCompany = Schema<"RegistryCompany">;
export type Section = Schema<"Section">;
export type OrgType = Schema<"OrgType">;

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
  sections: async (api: Marketplace) => dictionaryItems(await sectionsDictionary(api)),
  orgTypes: async (api: Marketplace) => dictionaryItems(await orgTypesDictionary(api)),
};
