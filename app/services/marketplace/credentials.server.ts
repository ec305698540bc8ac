import type { Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/** /suppliers-api/credentials: the API key of the active contract. */

export type Credentials = Schema<"Credentials">;

export const credentials = {
  byContract: (api: Marketplace) => api.get("/suppliers-api/credentials/by_contract"),
  create: (api: Marketplace) => api.post("/suppliers-api/credentials"),
};
