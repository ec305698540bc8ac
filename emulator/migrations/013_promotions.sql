-- Promotions. Marketplace promotions belong to nobody and every supplier
-- may join; seller promotions belong to one contractor. A supplier's participation is a
-- "personal" row: its id is the promotion's stockId (0 until the supplier joins).
CREATE TABLE promotions (
  id                  INTEGER PRIMARY KEY,
  source              TEXT    NOT NULL CHECK (source IN ('marketplace', 'seller')),
  owner_contractor_id INTEGER REFERENCES contractors(id),
  name                TEXT    NOT NULL,
  description         TEXT    NOT NULL DEFAULT '',
  active              INTEGER NOT NULL,
  start_at            TEXT    NOT NULL,
  finish_at           TEXT    NOT NULL,
  min_percent         INTEGER NOT NULL DEFAULT 0,
  image               TEXT,
  site_id             TEXT    NOT NULL CHECK (site_id IN ('b2c', 'b2b')),
  category_ids        TEXT    NOT NULL DEFAULT '[]',  -- JSON ids of catalog_categories
  store_ids           TEXT    NOT NULL DEFAULT '[]'   -- JSON ids of stores
);
CREATE INDEX promotions_source_site ON promotions(source, site_id);

CREATE TABLE promotion_personal (
  id            INTEGER PRIMARY KEY,
  promotion_id  INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
  contractor_id INTEGER NOT NULL REFERENCES contractors(id),
  UNIQUE (promotion_id, contractor_id)
);

CREATE TABLE promotion_products (
  id            INTEGER PRIMARY KEY,
  personal_id   INTEGER NOT NULL REFERENCES promotion_personal(id) ON DELETE CASCADE,
  product_id    INTEGER NOT NULL REFERENCES catalog_products(id) ON DELETE CASCADE,
  price         REAL    NOT NULL,
  promo_price_a REAL    NOT NULL,
  promo_price_b REAL    NOT NULL,
  promo_price_r REAL    NOT NULL,
  UNIQUE (personal_id, product_id)
);
CREATE INDEX promotion_products_product ON promotion_products(product_id);
