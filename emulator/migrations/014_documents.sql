-- Closing documents; contents are generated on download.
CREATE TABLE documents (
  id            INTEGER PRIMARY KEY,
  contractor_id INTEGER NOT NULL REFERENCES contractors(id),
  type          TEXT    NOT NULL CHECK (type IN ('committee-report', 'upd')),
  period_start  TEXT    NOT NULL,  -- YYYY-MM-DD
  period_end    TEXT    NOT NULL,
  number_1c     TEXT    NOT NULL,
  file_format   TEXT    NOT NULL CHECK (file_format IN ('xlsx', 'pdf', 'csv'))
);
CREATE INDEX documents_contractor_type ON documents(contractor_id, type, period_start);
