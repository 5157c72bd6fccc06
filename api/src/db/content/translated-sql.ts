/**
 * SQL for the value of a translated column: the locale's text (alias `t`, joined with LEFT JOIN on the locale),
 * else the Polish text (alias `d`, always present). Standard SQL, the same on SQLite and PostgreSQL.
 */
export const translated = (column: string, alias = 't', fallback = 'd'): string =>
  `COALESCE(${alias}.${column}, ${fallback}.${column})`;
