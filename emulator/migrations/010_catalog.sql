-- Shared dictionaries and the product catalog.

CREATE TABLE stores (
  id          INTEGER PRIMARY KEY,
  city_name   TEXT    NOT NULL,
  name        TEXT    NOT NULL,
  sort        INTEGER NOT NULL,
  show_retail INTEGER NOT NULL
);

-- Three levels: section → group → leaf; products hang on leaves.
CREATE TABLE catalog_categories (
  id        INTEGER PRIMARY KEY,
  parent_id  INTEGER REFERENCES catalog_categories(id),
  name       TEXT    NOT NULL,
  section_id INTEGER REFERENCES sections(id),  -- the company's declared section this branch belongs to
  sort       INTEGER NOT NULL
);
CREATE INDEX catalog_categories_parent ON catalog_categories(parent_id);

CREATE TABLE catalog_properties (
  id   INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('select', 'number', 'string')),
  unit TEXT
);

CREATE TABLE catalog_property_values (
  id          INTEGER PRIMARY KEY,
  property_id INTEGER NOT NULL REFERENCES catalog_properties(id),
  value       TEXT    NOT NULL
);
CREATE INDEX catalog_property_values_property ON catalog_property_values(property_id);

-- A property linked to a category applies to all its descendants.
CREATE TABLE catalog_category_properties (
  category_id INTEGER NOT NULL REFERENCES catalog_categories(id),
  property_id INTEGER NOT NULL REFERENCES catalog_properties(id),
  required    INTEGER NOT NULL,
  PRIMARY KEY (category_id, property_id)
);

-- Uploaded and seeded pictures, served back by the emulator's CDN path.
CREATE TABLE cdn_files (
  id            INTEGER PRIMARY KEY,
  contractor_id INTEGER REFERENCES contractors(id),  -- the uploader; NULL for seeded pictures
  name          TEXT    NOT NULL,
  content_type  TEXT    NOT NULL,
  bytes         BLOB    NOT NULL,
  created_at    TEXT    NOT NULL
);

-- One row per card: id is the draftId, offer_id appears once the card leaves the drafts.
-- The public status is derived (generated columns), so tab lists and stats/status can never disagree.
CREATE TABLE catalog_products (
  id               INTEGER PRIMARY KEY,
  offer_id         INTEGER UNIQUE,
  contractor_id    INTEGER NOT NULL REFERENCES contractors(id),
  contract_type    TEXT    NOT NULL,
  name             TEXT    NOT NULL,
  article          TEXT,
  brand            TEXT,
  description      TEXT,
  category_id      INTEGER REFERENCES catalog_categories(id),
  images           TEXT    NOT NULL DEFAULT '[]',  -- JSON array of URLs (relative ones are ours)
  properties       TEXT    NOT NULL DEFAULT '[]',  -- JSON [{id, value}]
  moderation       TEXT    NOT NULL CHECK (moderation IN ('draft', 'pending', 'failed', 'approved')),
  rejection_reason TEXT,
  visible          INTEGER NOT NULL DEFAULT 1,
  archived         INTEGER NOT NULL DEFAULT 0,
  vat              TEXT    NOT NULL DEFAULT '20' CHECK (vat IN ('none', '10', '20')),
  price            REAL,
  old_price        REAL,
  prev_price       REAL,
  quarantine_price REAL,   -- a price change held back for confirmation (the sandbox)
  stock            INTEGER NOT NULL DEFAULT 0,
  dc_stock         INTEGER NOT NULL DEFAULT 0,
  created_at       TEXT    NOT NULL,
  updated_at       TEXT    NOT NULL,
  status TEXT GENERATED ALWAYS AS (CASE
    WHEN moderation = 'draft' THEN 'draft'
    WHEN archived = 1 THEN 'archived'
    WHEN moderation = 'pending' THEN 'moderation'
    WHEN moderation = 'failed' THEN 'moderationFailed'
    WHEN quarantine_price IS NOT NULL THEN 'blocked'
    WHEN visible = 0 THEN 'idle'
    WHEN stock + dc_stock = 0 THEN 'ready'
    ELSE 'onSale' END) VIRTUAL,
  status_detail TEXT GENERATED ALWAYS AS (CASE
    WHEN moderation = 'draft' THEN 'draft'
    WHEN archived = 1 THEN 'archivedBySupplier'
    WHEN moderation = 'pending' THEN 'onModeration'
    WHEN moderation = 'failed' THEN rejection_reason
    WHEN quarantine_price IS NOT NULL THEN 'priceQuarantine'
    WHEN visible = 0 THEN 'hiddenBySupplier'
    WHEN stock + dc_stock = 0 THEN 'noStock'
    ELSE 'active' END) VIRTUAL
);
CREATE INDEX catalog_products_contractor_status ON catalog_products(contractor_id, status);

-- A supplier may not repeat its own barcode; different suppliers may sell the same EAN.
CREATE TABLE catalog_barcodes (
  contractor_id INTEGER NOT NULL REFERENCES contractors(id),
  barcode       TEXT    NOT NULL,
  product_id    INTEGER NOT NULL REFERENCES catalog_products(id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  PRIMARY KEY (contractor_id, barcode)
);
CREATE INDEX catalog_barcodes_product ON catalog_barcodes(product_id);
CREATE INDEX catalog_barcodes_barcode ON catalog_barcodes(barcode);
