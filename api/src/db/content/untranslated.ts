// Which texts of a record the API answers in Polish for want of the requested language's (docs/api.md#entities), so
// that the page can mark them lang="pl": a query selects, for each translated column, whether the locale's row (the
// LEFT JOINed alias `t`) lacks it, and the record names those fields. Standard SQL, the same on both engines; the
// flag comes back as 1/0 from SQLite and true/false from PostgreSQL.

/** A row's flags, one per translated column: `<column>_untranslated`. */
export type UntranslatedFlags<Column extends string> = Record<`${Column}_untranslated`, number | boolean>;

/** SQL selecting `t.<column> IS NULL AS <column>_untranslated` for each column. */
export function untranslatedColumns(columns: readonly string[], alias = 't'): string {
  return columns.map((column) => `${alias}.${column} IS NULL AS ${column}_untranslated`).join(', ');
}

/** The record's field names (`fields` maps each column to its field) whose column fell back to Polish. */
export function untranslatedFields<Column extends string, Field extends string>(
  row: UntranslatedFlags<Column>,
  fields: Record<Column, Field>,
): Field[] {
  const columns = Object.keys(fields) as Column[];
  return columns.filter((column) => Boolean(row[`${column}_untranslated`])).map((column) => fields[column]);
}
