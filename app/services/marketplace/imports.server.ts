import { TIMEOUTS, type Marketplace } from "./client.server";
import type { Schema } from "./openapi.server";

/** POST /suppliers-export-import/v1/import: a spreadsheet of products (10-minute timeout). */

export type ImportReport = Schema<"ImportReport">;
export type ImportRowError = NonNullable<ImportReport["errors"]>[number];

export const imports = {
  upload: (api: Marketplace, file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api.post("/suppliers-export-import/v1/import", { form, timeoutMs: TIMEOUTS.import });
  },
};
