// SQLite migration 12: the site's settings that staff change in the back office (content/site-settings.ts), one
// row per setting, its value as JSON text. A setting without a row has its default.
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE site_settings (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
