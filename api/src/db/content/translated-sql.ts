/**
 * SQL for the value of a translated column: the locale's text (alias `t`, joined with LEFT JOIN on the locale),
 * else the Polish text (alias `d`, always present). Standard SQL, the same on SQLite and PostgreSQL.
 */
export const translated = (column: string, alias = 't', fallback = 'd'): string =>
  `COALESCE(${alias}.${column}, ${fallback}.${column})`;

/**
 * SQL for a search-engine text (SEO title or description) that belongs with a translated title: when the locale has
 * its own title (`owner`, e.g. 'title'), only that locale's SEO text is used, and a missing one stays NULL so the
 * page's own title or summary stands in for it (a Polish SEO title on an English page with an English title would be
 * wrong). Without the locale's title the page is Polish anyway, and so is its SEO text. Pass `owner` null for records
 * whose title is the same in every language (product names): then the SEO text is the locale's own, or none.
 */
export const ownLanguageSeo = (column: string, owner: string | null, alias = 't', fallback = 'd'): string =>
  owner === null
    ? `${alias}.${column}`
    : `CASE WHEN ${alias}.${owner} IS NOT NULL THEN ${alias}.${column} ELSE ${fallback}.${column} END`;
