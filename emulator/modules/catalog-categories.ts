/** Category tree, category properties and the card's main properties (catalog reads). */
import { requireActiveContractor, requireCaller } from "../auth-context";
import type { Ctx } from "../context";
import { valueOf, type Db } from "../db";
import { MAIN_PROPERTIES } from "../seed/catalog-data";
import { notFound } from "../server/errors";
import type { Router } from "../server/router";
import { idParam } from "../server/validate";
import { prepared } from "./paging";

type CategoryRow = {
  id: number;
  parent_id: number | null;
  name: string;
  section_id: number | null;
};

export interface CategoryNode {
  id: number;
  name: string;
  /** Products may only be placed in the last level. */
  isLast: boolean;
  children: CategoryNode[];
}

function buildTree(rows: readonly CategoryRow[]): CategoryNode[] {
  const nodes = new Map(
    rows.map((row) => [row.id, { id: row.id, name: row.name, isLast: true, children: [] as CategoryNode[] }]),
  );
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) {
      parent.isLast = false;
      parent.children.push(node);
    } else {
      roots.push(node);
    }
  }
  return roots;
}

const allCategories = (db: Db) =>
  prepared(
    db,
    "SELECT id, parent_id, name, section_id FROM catalog_categories ORDER BY sort, id",
  ).all() as CategoryRow[];

export function isLeafCategory(db: Db, id: number): boolean {
  const row = prepared(
    db,
    "SELECT EXISTS (SELECT 1 FROM catalog_categories WHERE id = ?) AS found, EXISTS (SELECT 1 FROM catalog_categories WHERE parent_id = ?) AS parent",
  ).get(id, id) as { found: number; parent: number };
  return row.found === 1 && row.parent === 0;
}

/** The category and everything below it: a filter by a section matches the products of its leaves. */
export const CATEGORY_WITH_DESCENDANTS = `WITH RECURSIVE below(id) AS (
  SELECT ? UNION ALL SELECT c.id FROM catalog_categories c JOIN below ON c.parent_id = below.id)
  SELECT id FROM below`;

export interface CategoryProperty {
  id: number;
  name: string;
  /** multiselect: a list of the values; boolean: "true" or "false". */
  type: "select" | "number" | "string" | "multiselect" | "boolean";
  unit: string | null;
  required: boolean;
  values: Array<{ id: number; value: string }>;
}

/** Properties linked to the category or any of its ancestors. */
export function propertiesOfCategory(db: Db, categoryId: number): CategoryProperty[] {
  const rows = prepared(
    db,
    `WITH RECURSIVE above(id, parent_id) AS (
       SELECT id, parent_id FROM catalog_categories WHERE id = ?
       UNION ALL SELECT c.id, c.parent_id FROM catalog_categories c JOIN above ON c.id = above.parent_id)
     SELECT pr.id, pr.name, coalesce(pr.kind, pr.type) AS type, pr.unit, MAX(cp.required) AS required
     FROM above JOIN catalog_category_properties cp ON cp.category_id = above.id
     JOIN catalog_properties pr ON pr.id = cp.property_id
     GROUP BY pr.id ORDER BY pr.id`,
  ).all(categoryId) as Array<Omit<CategoryProperty, "required" | "values"> & { required: number }>;
  const values = prepared(db, "SELECT id, value FROM catalog_property_values WHERE property_id = ? ORDER BY id");
  return rows.map((row) => ({
    ...row,
    required: row.required === 1,
    values: values.all(row.id) as Array<{ id: number; value: string }>,
  }));
}

export function registerCategories(r: Router, ctx: Ctx): void {
  const base = "/sp-products-catalog";

  r.route("GET", `${base}/category/tree`, (req) => {
    requireCaller(ctx, req);
    const items = buildTree(allCategories(ctx.db));
    return { items, total: items.length };
  });

  // The branches serving the sections the supplier declared for its company; the whole tree when it declared none.
  r.route("GET", `${base}/category/tree/by-customer`, (req) => {
    const contractorId = requireActiveContractor(requireCaller(ctx, req));
    const declared = valueOf(
      prepared(ctx.db, "SELECT section_ids FROM contractors WHERE id = ?"),
      contractorId,
    ) as string;
    const sectionIds = new Set(JSON.parse(declared) as number[]);
    const rows = allCategories(ctx.db);
    // Keep a node when its own section, or one of an ancestor, was declared, or when a descendant's was.
    const declaredAll = sectionIds.size === 0;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const declaredUp = (row: CategoryRow): boolean =>
      (row.section_id !== null && sectionIds.has(row.section_id)) ||
      (row.parent_id !== null && declaredUp(byId.get(row.parent_id)!));
    const kept = new Set(rows.filter((row) => declaredAll || declaredUp(row)).map((row) => row.id));
    for (const id of [...kept]) {
      for (let row = byId.get(id)!; row.parent_id !== null; row = byId.get(row.parent_id)!) kept.add(row.parent_id);
    }
    const items = buildTree(rows.filter((row) => kept.has(row.id)));
    return { items, total: items.length };
  });

  r.route("GET", `${base}/property/list-by-category/with-values/:id`, (req) => {
    requireCaller(ctx, req);
    const id = idParam(req);
    if (!prepared(ctx.db, "SELECT 1 FROM catalog_categories WHERE id = ?").get(id))
      throw notFound("Категория не найдена");
    const items = propertiesOfCategory(ctx.db, id);
    return { items, total: items.length };
  });

  r.route("GET", `${base}/main-properties`, (req) => {
    requireCaller(ctx, req);
    return { items: MAIN_PROPERTIES, total: MAIN_PROPERTIES.length };
  });
}
