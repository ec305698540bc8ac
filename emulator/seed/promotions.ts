/** Seeds marketplace promotions (open to all) and seller promotions, with company 01's (and 08's) products in them. */
import type { Db } from "../db";
import { storeImage } from "../modules/cdn";
import { pictureDataPng } from "../modules/file-formats";
import { defaultPromoPrices } from "../modules/promotions";
import { DEMO_CONTRACTORS } from "./demo";
import {
  MARKETPLACE_PROMOTIONS,
  MORE_MARKETPLACE_PROMOTIONS,
  SELLER_PROMOTIONS_01,
  SELLER_PROMOTIONS_08,
  type PromotionSeed,
} from "./promotions-data";
import type { SeedEnv, SeedModule } from "./seed-module";

const DAY_MS = 86_400_000;

type Candidate = {
  id: number;
  price: number;
  section: number;
};

/** Marketplace promotions carry a picture, served by the emulator's CDN path like product pictures. */
const banner = (db: Db, env: SeedEnv, index: number) =>
  storeImage(
    db,
    null,
    `promotion-${index + 1}.png`,
    "image/png",
    pictureDataPng(96, [240, 120, 40], [255, 230, 80], index * 16),
    env.today.toISOString(),
  );

function insertPromotion(db: Db, env: SeedEnv, seed: PromotionSeed, ownerId: number | null, index: number): number {
  const startAt = new Date(env.today.getTime() + seed.startInDays * DAY_MS);
  const finishAt = new Date(startAt.getTime() + seed.lastsDays * DAY_MS - 1000);
  return Number(
    db
      .prepare(
        `INSERT INTO promotions (source, owner_contractor_id, name, description, active, start_at, finish_at, min_percent, image,
         site_id, category_ids, store_ids) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        ownerId === null ? "marketplace" : "seller",
        ownerId,
        seed.name,
        seed.description,
        seed.active ? 1 : 0,
        startAt.toISOString(),
        finishAt.toISOString(),
        seed.minPercent,
        ownerId === null ? banner(db, env, index) : null,
        seed.siteId,
        JSON.stringify(seed.categoryIds),
        JSON.stringify(seed.storeIds),
      ).lastInsertRowid,
  );
}

/** Joins the supplier to a promotion with up to `seed.productCount` products, preferring the promotion's sections. */
function join(
  db: Db,
  promotionId: number,
  contractorId: number,
  seed: PromotionSeed,
  candidates: readonly Candidate[],
  offset: number,
): void {
  const personalId = db
    .prepare("INSERT INTO promotion_personal (promotion_id, contractor_id) VALUES (?, ?)")
    .run(promotionId, contractorId).lastInsertRowid;
  const fitting = seed.categoryIds.length ? candidates.filter((c) => seed.categoryIds.includes(c.section)) : candidates;
  const pool = fitting.length >= seed.productCount ? fitting : candidates;
  const insert = db.prepare(
    "INSERT INTO promotion_products (personal_id, product_id, price, promo_price_a, promo_price_b, promo_price_r) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (let i = 0; i < Math.min(seed.productCount, pool.length); i++) {
    const product = pool[(offset + i) % pool.length];
    const prices = defaultPromoPrices(product.price, seed.minPercent + 5);
    insert.run(personalId, product.id, product.price, prices.promoPriceA, prices.promoPriceB, prices.promoPriceR);
  }
}

const candidatesOf = (db: Db, contractorId: number) =>
  db
    .prepare(
      `SELECT id, price, category_id / 1000 AS section FROM catalog_products
     WHERE contractor_id = ? AND status IN ('onSale', 'ready', 'idle') ORDER BY id`,
    )
    .all(contractorId) as Candidate[];

export const promotionsSeed: SeedModule = {
  name: "promotions",
  run(db, env) {
    const stroyMaster = DEMO_CONTRACTORS.stroyMaster.id;
    const interiorTorg = DEMO_CONTRACTORS.interiorTorg.id;
    const ours = candidatesOf(db, stroyMaster);
    MARKETPLACE_PROMOTIONS.forEach((seed, index) => {
      const promotionId = insertPromotion(db, env, seed, null, index);
      if (seed.productCount > 0) join(db, promotionId, stroyMaster, seed, ours, index * 7); // 0 = not joined yet (stockId 0)
    });
    SELLER_PROMOTIONS_01.forEach((seed, index) =>
      join(db, insertPromotion(db, env, seed, stroyMaster, index), stroyMaster, seed, ours, index * 11 + 3),
    );
    const theirs = candidatesOf(db, interiorTorg);
    SELLER_PROMOTIONS_08.forEach((seed, index) =>
      join(db, insertPromotion(db, env, seed, interiorTorg, index), interiorTorg, seed, theirs, index),
    );
    MORE_MARKETPLACE_PROMOTIONS.forEach((seed, index) =>
      insertPromotion(db, env, seed, null, MARKETPLACE_PROMOTIONS.length + index),
    );
  },
};
