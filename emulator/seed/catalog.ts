/** Seeds stores, the category tree with properties, and the demo suppliers' products with pictures. */
import type { Db } from "../db";
import { insertProduct } from "../modules/catalog-store";
import { storeImage } from "../modules/cdn";
import { pictureDataPng, type Rgb } from "../modules/file-formats";
import { CATEGORY_PROPERTIES, CATEGORY_TREE, PROPERTIES, STORES, type CategorySeed } from "./catalog-data";
import { generateProducts, type ProductSeed, type SeedState } from "./catalog-products";
import { DEMO_CONTRACTORS } from "./demo";
import type { SeedEnv, SeedModule } from "./seed-module";

const DAY_MS = 86_400_000;

/** Company 01 gets every catalog state; 08's small catalog exists for ownership checks. */
const PRODUCT_PLANS: Record<number, Partial<Record<SeedState, number>>> = {
  [DEMO_CONTRACTORS.stroyMaster.id]: {
    onSale: 70,
    ready: 12,
    hidden: 6,
    quarantine: 6,
    pending: 6,
    failed: 10,
    archived: 12,
    draft: 8,
  },
  [DEMO_CONTRACTORS.interiorTorg.id]: { onSale: 4, ready: 1, archived: 1, draft: 1 },
};

/** One hue per top-level section, so pictures of a section look alike. */
const SECTION_COLOURS: Record<number, Rgb> = {
  1: [226, 204, 170],
  2: [170, 205, 226],
  3: [200, 200, 200],
  4: [215, 200, 180],
  5: [250, 236, 160],
  6: [205, 226, 190],
};

function insertCategories(db: Db): void {
  const insert = db.prepare(
    "INSERT INTO catalog_categories (id, parent_id, name, section_id, sort) VALUES (?, ?, ?, ?, ?)",
  );
  const walk = (nodes: readonly CategorySeed[], parentId: number | null) =>
    nodes.forEach((node, index) => {
      insert.run(node.id, parentId, node.name, node.sectionId ?? null, (index + 1) * 10);
      walk(node.children ?? [], node.id);
    });
  walk(CATEGORY_TREE, null);
  const property = db.prepare("INSERT INTO catalog_properties (id, name, type, unit, kind) VALUES (?, ?, ?, ?, ?)");
  const stored = { multiselect: "select", boolean: "string" } as const;
  const value = db.prepare("INSERT INTO catalog_property_values (property_id, value) VALUES (?, ?)");
  for (const p of PROPERTIES) {
    const kind = p.type === "multiselect" || p.type === "boolean" ? p.type : null;
    property.run(p.id, p.name, kind ? stored[kind] : p.type, p.unit ?? null, kind);
    for (const v of p.values ?? []) value.run(p.id, v);
  }
  const link = db.prepare(
    "INSERT INTO catalog_category_properties (category_id, property_id, required) VALUES (?, ?, ?)",
  );
  for (const [categoryId, propertyId, required] of CATEGORY_PROPERTIES)
    link.run(categoryId, propertyId, required ? 1 : 0);
}

function pictures(db: Db, seed: ProductSeed, productNumber: number, createdAt: string): string[] {
  const section = Math.floor(seed.categoryId / 1000);
  const background = SECTION_COLOURS[section] ?? [220, 220, 220];
  const band: Rgb = [(productNumber * 53) % 200, (productNumber * 97) % 200, (productNumber * 31) % 200];
  return Array.from({ length: seed.imageCount }, (_, view) =>
    storeImage(
      db,
      null,
      `product-${productNumber}-${view + 1}.png`,
      "image/png",
      pictureDataPng(96, background, band, view * 24),
      createdAt,
    ),
  );
}

function insertProducts(db: Db, env: SeedEnv, contractorId: number, plan: Partial<Record<SeedState, number>>): void {
  const seeds = generateProducts(
    env.rng(`catalog-products-${contractorId}`),
    plan,
    contractorId === DEMO_CONTRACTORS.stroyMaster.id ? "2000001" : "2000004",
  );
  // Oldest first, so ids grow with creation dates as in a real catalog.
  seeds
    .sort((a, b) => b.ageDays - a.ageDays)
    .forEach((seed, index) => {
      // From today's midnight, so a reset later the same day gives the same instants.
      const createdAt = new Date(env.today.getTime() - seed.ageDays * DAY_MS - (index % 600) * 60_000).toISOString();
      insertProduct(db, {
        ...seed,
        contractorId,
        images: pictures(db, seed, contractorId * 1000 + index, createdAt),
        createdAt,
      });
    });
}

export const catalogSeed: SeedModule = {
  name: "catalog",
  run(db, env) {
    const store = db.prepare("INSERT INTO stores (id, city_name, name, sort, show_retail) VALUES (?, ?, ?, ?, ?)");
    for (const s of STORES) store.run(s.id, s.cityName, s.name, s.sort, s.retail ? 1 : 0);
    insertCategories(db);
    for (const [contractorId, plan] of Object.entries(PRODUCT_PLANS))
      insertProducts(db, env, Number(contractorId), plan);
  },
};
