-- Companies (contractors), who may act for them, offers and contracts.

CREATE TABLE org_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,          -- short: ООО, ИП, ...
  full_name TEXT NOT NULL
);

CREATE TABLE sections (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE contractors (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  owner_id INTEGER NOT NULL REFERENCES users (id),
  inn TEXT NOT NULL UNIQUE,
  kpp TEXT,
  full_name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  org_type_id INTEGER NOT NULL REFERENCES org_types (id),
  phone TEXT,
  section_ids TEXT NOT NULL DEFAULT '[]',          -- JSON array of sections.id
  seller_id TEXT NOT NULL UNIQUE,                  -- the counterparty code shown to the supplier
  bic TEXT,
  bank_name TEXT,
  corr_account TEXT,
  sett_account TEXT,
  avail_promo INTEGER NOT NULL DEFAULT 1,
  persons TEXT NOT NULL DEFAULT '[]',              -- JSON [{fio, position, reason, isNotGeneralDirector}]
  addresses TEXT NOT NULL DEFAULT '[]',            -- JSON [{type: legal|post, fullAddress, zipCode}]
  head_fio TEXT,
  is_diff_post_address INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX contractors_owner ON contractors (owner_id);

-- Everyone who acts for a company: its owner and the workers linked to it.
CREATE TABLE contractor_members (
  contractor_id INTEGER NOT NULL REFERENCES contractors (id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (contractor_id, user_id)
);
CREATE INDEX contractor_members_user ON contractor_members (user_id);

CREATE TABLE offers (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  version TEXT NOT NULL,
  published_at TEXT NOT NULL,
  content TEXT NOT NULL,
  url TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  contractor_id INTEGER NOT NULL REFERENCES contractors (id),
  number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL CHECK (status IN ('active', 'not_active', 'suspended', 'completed')),
  contract_type TEXT NOT NULL CHECK (contract_type IN ('commission', 'supply')),
  offer_id INTEGER REFERENCES offers (id),
  start_at TEXT NOT NULL,
  end_at TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX contracts_contractor ON contracts (contractor_id);

-- Company cards the "Kontur.Focus" directory knows, by INN.
CREATE TABLE kontur_companies (
  inn TEXT PRIMARY KEY,
  kpp TEXT,
  full_name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  org_type_id INTEGER NOT NULL REFERENCES org_types (id),
  address TEXT NOT NULL,
  zip_code TEXT NOT NULL,
  head_fio TEXT NOT NULL
);
