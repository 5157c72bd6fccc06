// Search by part of a text: the LIKE pattern (matched with ESCAPE '\', against a LOWER()ed column) for what a person
// typed, with LIKE's own characters taken literally.
export const containing = (text: string): string =>
  `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
