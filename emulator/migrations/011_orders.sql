-- Supplier orders. Money in kopecks so VAT sums are exact; totals are
-- stored because orders never change after creation and lists sort by them.
CREATE TABLE orders (
  id             INTEGER PRIMARY KEY,
  contractor_id  INTEGER NOT NULL REFERENCES contractors(id),
  number         TEXT    NOT NULL UNIQUE,
  created_at     TEXT    NOT NULL,
  shipping_date  TEXT    NOT NULL,  -- YYYY-MM-DD
  status         TEXT    NOT NULL CHECK (status IN ('new', 'in_work', 'completed', 'del')),
  store_id       INTEGER NOT NULL REFERENCES stores(id),
  items_count    INTEGER NOT NULL,
  total_kopecks  INTEGER NOT NULL,
  vat_kopecks    INTEGER NOT NULL
);
CREATE INDEX orders_contractor_status ON orders(contractor_id, status);

CREATE TABLE order_items (
  id            INTEGER PRIMARY KEY,
  order_id      INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  product_id    INTEGER,
  name          TEXT    NOT NULL,
  quantity      INTEGER NOT NULL,
  price_kopecks INTEGER NOT NULL,
  vat_rate      TEXT    NOT NULL CHECK (vat_rate IN ('none', '10', '20')),
  vat_kopecks   INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items(order_id);

-- File contents are generated from the order on download.
CREATE TABLE order_files (
  id       INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  kind     TEXT    NOT NULL CHECK (kind IN ('items', 'upd')),
  name     TEXT    NOT NULL
);
CREATE INDEX order_files_order ON order_files(order_id);
