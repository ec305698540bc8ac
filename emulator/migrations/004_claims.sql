-- Feedback (claim form 6) and trade (claim form 12) claims sent to the CRM.

CREATE TABLE claims (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  claim_form_id INTEGER NOT NULL CHECK (claim_form_id IN (6, 12)),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,   -- NULL for landing-page visitors
  category_id INTEGER,
  main_text TEXT,
  client_full_name TEXT NOT NULL,
  client_phone TEXT,
  client_email TEXT,
  attachment_links TEXT NOT NULL DEFAULT '[]',                -- JSON array of URLs
  site TEXT,
  appeal_type TEXT,
  brand TEXT,
  info_source TEXT,
  post TEXT,
  area TEXT,
  pallet_place_quantity INTEGER,
  product_categories TEXT NOT NULL DEFAULT '[]',              -- JSON array as sent
  status TEXT NOT NULL DEFAULT 'new',
  created_at TEXT NOT NULL
);
