/**
 * Closing documents: lists per type and downloads. The download link points at
 * this emulator and answers only to the document's owner; contents are generated from the orders of the period.
 */
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { badRequest, notFound } from "../server/errors";
import { parseListQuery } from "../server/list-query";
import { file } from "../server/reply";
import type { ApiRequest, Router } from "../server/router";
import { idParam, optionalText } from "../server/validate";
import { CONTENT_TYPES, csvFile, pdfFile, xlsxFile } from "./file-formats";
import { rubles } from "./order-money";
import { fetchPage, listFilter, originOf, prepared, Where } from "./paging";

const BASE = "/suppliers-documents/personal/document";
const TYPES = ["committee-report", "upd"] as const;
const TITLES: Record<(typeof TYPES)[number], string> = { "committee-report": "Отчёт комиссионера", upd: "УПД" };
const DATE = /^\d{4}-\d{2}-\d{2}$/;

interface DocumentRow {
  id: number;
  type: (typeof TYPES)[number];
  period_start: string;
  period_end: string;
  number_1c: string;
  file_format: "xlsx" | "pdf" | "csv";
}

type SalesRow = {
  name: string;
  quantity: number;
  total_kopecks: number;
  vat_kopecks: number;
};

export function register(r: Router, ctx: Ctx): void {
  const supplier = (req: ApiRequest) => requireActiveContractor(requireCaller(ctx, req));

  // Filter: dateFrom / dateTo (YYYY-MM-DD) keep documents whose period overlaps them.
  r.route("POST", `${BASE}/list/:type`, (req) => {
    const type = req.params.type as DocumentRow["type"];
    if (!TYPES.includes(type)) throw notFound("Нет такого типа документов");
    const contractorId = supplier(req);
    const query = parseListQuery(req.query, {
      sortColumns: { period: "d.period_start", document1CNumber: "d.number_1c" },
      defaultSort: { field: "period", direction: "desc" },
      tieBreaker: "d.id",
    });
    const filter = listFilter(req);
    const where = new Where().add("d.contractor_id = ?", contractorId).add("d.type = ?", type);
    for (const [key, condition] of [
      ["dateFrom", "d.period_end >= ?"],
      ["dateTo", "d.period_start <= ?"],
    ] as const) {
      const value = optionalText(filter, key);
      if (value === undefined) continue;
      if (!DATE.test(value)) throw badRequest(`Поле ${key}: дата в формате ГГГГ-ММ-ДД`);
      where.add(condition, value);
    }
    const { rows, total } = fetchPage<DocumentRow>(
      ctx.db,
      { select: "d.*", from: "documents d", key: "d.id" },
      where,
      query,
    );
    const items = rows.map((row) => ({
      period: { start: row.period_start, end: row.period_end },
      downloadLink: `${originOf(req)}${BASE}/${row.id}/file`,
      fileFormat: row.file_format,
      document1CNumber: row.number_1c,
    }));
    return { items, total };
  });

  r.route("GET", `${BASE}/:id/file`, async (req) => {
    const contractorId = supplier(req);
    const doc = prepared(ctx.db, "SELECT * FROM documents WHERE id = ? AND contractor_id = ?").get(
      idParam(req),
      contractorId,
    ) as DocumentRow | undefined;
    if (!doc) throw notFound("Документ не найден");
    // What the supplier's completed orders of the period sold, line by line.
    const sales = prepared(
      ctx.db,
      `SELECT i.name, SUM(i.quantity) AS quantity, SUM(i.quantity * i.price_kopecks) AS total_kopecks, SUM(i.vat_kopecks) AS vat_kopecks
       FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.contractor_id = ? AND o.status = 'completed' AND o.shipping_date BETWEEN ? AND ?
       GROUP BY i.name ORDER BY i.name`,
    ).all(contractorId, doc.period_start, doc.period_end) as SalesRow[];
    const totalKopecks = sales.reduce((sum, s) => sum + s.total_kopecks, 0);
    const fileName = `${TITLES[doc.type]} ${doc.number_1c} (${doc.period_start} — ${doc.period_end}).${doc.file_format}`;
    const rows = [
      ["Наименование", "Количество", "Сумма, ₽", "НДС, ₽"],
      ...sales.map((s) => [s.name, s.quantity, rubles(s.total_kopecks), rubles(s.vat_kopecks)]),
      ["Итого", "", rubles(totalKopecks), rubles(sales.reduce((sum, s) => sum + s.vat_kopecks, 0))],
    ];
    if (doc.file_format === "xlsx") return file(await xlsxFile(TITLES[doc.type], rows), fileName, CONTENT_TYPES.xlsx);
    if (doc.file_format === "csv") return file(csvFile(rows), fileName, CONTENT_TYPES.csv);
    const number = doc.number_1c.replace(/\D/g, "");
    return file(
      pdfFile([
        `UPD No. ${number}`,
        `Period: ${doc.period_start} - ${doc.period_end}`,
        `Lines: ${sales.length}`,
        `Total, RUB: ${rubles(totalKopecks).toFixed(2)}`,
      ]),
      fileName,
      CONTENT_TYPES.pdf,
    );
  });
}
