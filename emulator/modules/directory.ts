/** Dictionaries and the company registry lookup ("Kontur.Focus"). */
import { requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { notFound } from "../server/errors";
import type { Router } from "../server/router";
import { check, isInn, MESSAGES } from "../server/validate";

const BASE = "/suppliers-users/directory";

interface KonturRow {
  inn: string;
  kpp: string | null;
  full_name: string;
  short_name: string;
  org_type_id: number;
  org_type: string;
  address: string;
  zip_code: string;
  head_fio: string;
}

const list = <T>(items: T[]) => ({ items, total: items.length });

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", `${BASE}/kontur_focus`, (req) => {
    requireCaller(ctx, req);
    const inn = check((req.query.get("inn") ?? "").trim(), isInn, MESSAGES.inn);
    const row = ctx.db
      .prepare(
        `SELECT k.*, t.name AS org_type FROM kontur_companies k JOIN org_types t ON t.id = k.org_type_id WHERE k.inn = ?`,
      )
      .get(inn) as KonturRow | undefined;
    if (!row) throw notFound("Компания с таким ИНН не найдена");
    return {
      inn: row.inn,
      kpp: row.kpp,
      fullName: row.full_name,
      shortName: row.short_name,
      orgType: row.org_type,
      orgTypeId: row.org_type_id,
      address: row.address,
      zipCode: row.zip_code,
      headFio: row.head_fio,
    };
  });

  // Dictionaries are public: the landing page's trade form lists sections too.
  r.route("GET", `${BASE}/sections`, () => list(ctx.db.prepare("SELECT id, name FROM sections ORDER BY id").all()));

  r.route("GET", `${BASE}/org_type`, () =>
    list(ctx.db.prepare("SELECT id, name, full_name AS fullName FROM org_types ORDER BY id").all()),
  );
}
