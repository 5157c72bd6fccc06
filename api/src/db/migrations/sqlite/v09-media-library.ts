// SQLite migration 9: the back office's media library (media/library/): uploaded photos and PDF files, stored
// under the media folder by content hash, with their names and alt texts per language.
// Shipped: never edited; a change is a new file.
export const up = `
-- kind: 'image' or 'document' (MEDIA_KINDS). file_type_id names a file type of the catalogue for a document; no
-- foreign key, so that reloading the content's file types never trips over the library.
CREATE TABLE media_items (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  content_hash TEXT NOT NULL UNIQUE,
  url TEXT NOT NULL UNIQUE,
  original_name TEXT NOT NULL,
  size INTEGER NOT NULL,
  width INTEGER,
  height INTEGER,
  focal_x REAL NOT NULL DEFAULT 0.5 CHECK (focal_x >= 0 AND focal_x <= 1),
  focal_y REAL NOT NULL DEFAULT 0.5 CHECK (focal_y >= 0 AND focal_y <= 1),
  file_type_id INTEGER,
  created_at TEXT NOT NULL,
  created_by INTEGER
);
CREATE INDEX media_items_kind ON media_items (kind, id);
CREATE TABLE media_item_translations (
  media_id INTEGER NOT NULL REFERENCES media_items(id) ON DELETE CASCADE,
  locale TEXT NOT NULL CHECK (locale IN ('pl', 'en', 'fr')),
  name TEXT,
  alt TEXT,
  PRIMARY KEY (media_id, locale)
) WITHOUT ROWID;
`;
