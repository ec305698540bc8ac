-- Public knowledge base.
CREATE TABLE kb_categories (
  id   INTEGER PRIMARY KEY,
  name TEXT    NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE kb_articles (
  id          INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES kb_categories(id),
  title       TEXT    NOT NULL,
  content     TEXT    NOT NULL,  -- HTML
  active      INTEGER NOT NULL,
  sort        INTEGER NOT NULL,
  updated_at  TEXT    NOT NULL
);
CREATE INDEX kb_articles_category ON kb_articles(category_id);
