-- Marketplace API keys, one per contract.

CREATE TABLE api_credentials (
  contract_id INTEGER PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  api_key TEXT NOT NULL UNIQUE,
  created_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);
