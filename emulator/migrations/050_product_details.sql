-- The card's physical details and video (the product editor's): weight in kg, dimensions in cm, a video link.
-- One JSON column: the marketplace shows them but never filters or sorts by them.
ALTER TABLE catalog_products ADD COLUMN details TEXT NOT NULL DEFAULT '{}';

-- Two more property kinds beside select | number | string: several values of a list, and yes/no.
-- The CHECK on `type` stays; `kind` refines it (multiselect is stored as select, boolean as string).
ALTER TABLE catalog_properties ADD COLUMN kind TEXT CHECK (kind IN ('multiselect', 'boolean'));
