-- Users, their sessions, access/refresh tokens and one-time codes.
-- Business dates are ISO 8601 TEXT; machine instants compared against "now" are INTEGER epoch ms.

CREATE TABLE emulator_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE users (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT NOT NULL,
  phone TEXT NOT NULL UNIQUE,                      -- 11 digits starting with 7
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT,                              -- NULL until the account is confirmed
  status TEXT NOT NULL CHECK (status IN ('pending', 'invited', 'active', 'not_active')),
  roles TEXT NOT NULL DEFAULT '[]',                -- JSON array of ROLE_* names
  trustee INTEGER NOT NULL DEFAULT 0,
  second_factor INTEGER NOT NULL DEFAULT 0,        -- login needs an SMS code
  owner_id INTEGER REFERENCES users (id),          -- for workers: the owner who invited them
  user_role TEXT CHECK (user_role IN ('manager', 'contentManager')),
  active_contractor_id INTEGER REFERENCES contractors (id) ON DELETE SET NULL,
  active_contract_id INTEGER REFERENCES contracts (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX users_owner ON users (owner_id);

CREATE TABLE tokens (
  token TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonator_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
  remember INTEGER NOT NULL DEFAULT 0,
  expires_at INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX tokens_user ON tokens (user_id);

CREATE TABLE codes (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  channel TEXT NOT NULL CHECK (channel IN ('phone', 'email')),
  recipient TEXT NOT NULL,                         -- the phone or e-mail the code went to
  code TEXT NOT NULL,
  purpose TEXT NOT NULL,                           -- signup, login, invite, phone_change, ...
  link TEXT,                                       -- invitation link, when the message carries one
  sent_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  verified_at INTEGER,                             -- accepted by check-code
  consumed_at INTEGER                              -- used up by login/confirm
);
CREATE INDEX codes_user ON codes (user_id, id);
