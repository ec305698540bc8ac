/** Contracts and offers. */
import { requireCaller, requireRole } from "../auth-context";
import type { Ctx } from "../context";
import { valueOf } from "../db";
import { alreadyExists, badRequest, forbidden, notFound } from "../server/errors";
import type { Router } from "../server/router";
import {
  check,
  idParam,
  isInn,
  MESSAGES,
  objectBody,
  optionalBoolean,
  optionalText,
  requiredText,
} from "../server/validate";
import { requireMemberContractorByInn } from "../store/contractors";
import { contractsOfContractor, contractView, findContract } from "../store/contracts";
import { saveSession } from "../store/session";

const BASE = "/suppliers-contracts";

type OfferRow = {
  id: number;
  title: string;
  version: string;
  published_at: string;
  content: string;
  url: string;
  is_active: number;
};

const offerView = (row: OfferRow) => ({
  id: row.id,
  title: row.title,
  version: row.version,
  publishedAt: row.published_at,
  content: row.content,
  active: row.is_active === 1,
});

function readContractType(value: string | undefined): "commission" {
  if (value === "supply") throw badRequest("Договор поставки пока недоступен");
  if (value !== "commission") throw badRequest("Выберите формат сотрудничества");
  return value;
}

export function register(r: Router, ctx: Ctx): void {
  r.route("GET", `${BASE}/contracts/by_inn/:inn`, (req) => {
    const caller = requireCaller(ctx, req);
    const contractor = requireMemberContractorByInn(ctx.db, req.params.inn, caller.user.id);
    const items = contractsOfContractor(ctx.db, contractor.id).map(contractView);
    return { items, total: items.length };
  });

  r.route("POST", `${BASE}/contracts`, (req) => {
    const caller = requireCaller(ctx, req);
    requireRole(caller, "ROLE_OWNER");
    const fields = objectBody(req);
    const contractType = readContractType(optionalText(fields, "contractType"));
    const inn = check(requiredText(fields, "inn", MESSAGES.inn), isInn, MESSAGES.inn);
    if (optionalBoolean(fields, "offerAccepted") !== true) throw badRequest("Примите условия оферты");
    const contractor = requireMemberContractorByInn(ctx.db, inn, caller.user.id);
    if (contractor.owner_id !== caller.user.id) throw forbidden("Заключить договор может только владелец компании");
    const hasActive = contractsOfContractor(ctx.db, contractor.id).some(
      (c) => c.status === "active" && c.contract_type === contractType,
    );
    if (hasActive) throw alreadyExists("У компании уже есть действующий договор");

    const id = ctx.tx(() => {
      const now = new Date(ctx.now());
      const nextId = valueOf(ctx.db.prepare("SELECT COALESCE(MAX(id), 0) + 1 FROM contracts")) as number;
      const offerId = valueOf(ctx.db.prepare("SELECT id FROM offers WHERE is_active = 1")) ?? null;
      const { lastInsertRowid } = ctx.db
        .prepare(
          `INSERT INTO contracts (contractor_id, number, status, contract_type, offer_id, start_at, end_at, created_at)
           VALUES (?, ?, 'active', ?, ?, ?, NULL, ?)`,
        )
        // Seeded numbers stay below 1000 (…-К-0117); new ones continue from 1000 + id.
        .run(
          contractor.id,
          `${now.getUTCFullYear()}-К-${1000 + nextId}`,
          contractType,
          offerId,
          now.toISOString(),
          now.toISOString(),
        );
      saveSession(ctx.db, caller.user.id, contractor.id, Number(lastInsertRowid));
      return Number(lastInsertRowid);
    });
    return contractView(findContract(ctx.db, id)!);
  });

  r.route("GET", `${BASE}/offers/active`, (req) => {
    requireCaller(ctx, req);
    const row = ctx.db.prepare("SELECT * FROM offers WHERE is_active = 1").get() as OfferRow | undefined;
    if (!row) throw notFound("Действующая оферта не найдена");
    return offerView(row);
  });

  r.route("GET", `${BASE}/offers/history`, (req) => {
    requireCaller(ctx, req);
    const rows = ctx.db.prepare("SELECT * FROM offers ORDER BY published_at DESC, id DESC").all() as OfferRow[];
    return { items: rows.map(offerView), total: rows.length };
  });

  r.route("GET", `${BASE}/offers/:id`, (req) => {
    requireCaller(ctx, req);
    const row = ctx.db.prepare("SELECT * FROM offers WHERE id = ?").get(idParam(req)) as OfferRow | undefined;
    if (!row) throw notFound("Оферта не найдена");
    return offerView(row);
  });
}
