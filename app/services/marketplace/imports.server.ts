import { TIMEOUTS, type Marketplace } from "./client.server";

/** POST /suppliers-export-import/v1/import: a spreadsheet of products (SPEC §7 Common, 10-minute timeout). */

export type ImportRowError = { row: number; field: string; message: string };

export type ImportReport = { total: number; created: number; createdIds: number[]; errors: ImportRowError[] };

export const imports = {
  upload: (api: Marketplace, file: File) => {
    const form = new FormData();
    form.append("file", file, file.name);
    return api.post<ImportReport>("/suppliers-export-import/v1/import", { form, timeoutMs: TIMEOUTS.import });
  },
};
