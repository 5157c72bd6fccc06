// SQLite migration 13: the company's facts (content/company-data.ts), one row, the record as JSON text in the
// company.json format. Seeded from company.json when missing; edited in the back office after.
// Shipped: never edited; a change is a new file.
export const up = `
CREATE TABLE company (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  data TEXT NOT NULL
);
`;
