-- Daily ordered amounts per contract (dashboard chart) and today's stock value.

CREATE TABLE daily_orders (
  contract_id INTEGER NOT NULL REFERENCES contracts (id) ON DELETE CASCADE,
  day TEXT NOT NULL,                               -- ISO instant of 00:00 UTC of the day
  order_amount REAL NOT NULL,                      -- rubles
  PRIMARY KEY (contract_id, day)
);

CREATE TABLE products_cost (
  contract_id INTEGER PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  my_products_cost REAL NOT NULL,                  -- rubles, goods in the supplier's warehouses
  dc_products_cost REAL NOT NULL                   -- rubles, goods in the marketplace's warehouses
);
