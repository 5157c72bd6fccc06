// Fills search_documents from the content tables: for each locale and record, the texts as the visitor sees
// them (Polish where a translation is missing), plus their folded forms for matching. ARCHITECTURE.md: SQLite's
// own diacritic folding does not fold 'ł', so folding is done here, for the index and the query alike.
import type { Database } from 'better-sqlite3';
import { SUPPORTED_LOCALES } from '../lib/locale';
import { foldText, htmlToText } from '../lib/text';
import { categoryRef, loadLocaleContext, translated } from './locale-context';

interface ProductRow {
  id: number;
  slug: string;
  name: string;
  category_id: number;
  short_description: string;
}

interface PageRow {
  id: number;
  title: string;
  seo_description: string | null;
}

interface JobRow {
  id: number;
  title: string;
  location: string;
  description: string;
}

/** Rebuilds the whole index; returns the number of documents. Run inside the content transaction. */
export function rebuildSearchIndex(db: Database): number {
  db.prepare('DELETE FROM search_documents').run();
  const insert = db.prepare(
    `INSERT INTO search_documents (locale, kind, record_id, title, path, body, folded_title, folded_text)
     VALUES (@locale, @kind, @recordId, @title, @path, @body, @foldedTitle, @foldedText)`,
  );
  const products = db.prepare(
    `SELECT p.id, p.slug, p.name, p.category_id, ${translated('short_description')} AS short_description
     FROM products p
     JOIN product_translations d ON d.product_id = p.id AND d.locale = 'pl'
     LEFT JOIN product_translations t ON t.product_id = p.id AND t.locale = @locale`,
  );
  const pages = db.prepare(
    `SELECT g.id, ${translated('title')} AS title, ${translated('seo_description')} AS seo_description
     FROM pages g
     JOIN page_translations d ON d.page_id = g.id AND d.locale = 'pl'
     LEFT JOIN page_translations t ON t.page_id = g.id AND t.locale = @locale`,
  );
  const jobs = db.prepare(
    `SELECT j.id, ${translated('title')} AS title, ${translated('location')} AS location, ${translated('description')} AS description
     FROM job_offers j
     JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
     LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = @locale`,
  );
  const jobListPath = db.prepare(
    `SELECT n.id FROM sitemap_nodes n WHERE n.node_type = 'others' AND n.resolver = 'job_offers' ORDER BY n.position LIMIT 1`,
  );

  let count = 0;
  for (const locale of SUPPORTED_LOCALES) {
    const context = loadLocaleContext(db, locale);
    for (const row of products.all({ locale }) as ProductRow[]) {
      const category = context.categoriesById.get(row.category_id);
      if (!category) continue;
      const body = htmlToText(row.short_description);
      insert.run({
        locale,
        kind: 'product',
        recordId: row.id,
        title: row.name,
        path: context.productPath(categoryRef(category), row.slug),
        body,
        foldedTitle: foldText(row.name),
        foldedText: foldText(`${row.name}\n${body}`),
      });
      count += 1;
    }
    // Pages are matched on their titles; the SEO description is the excerpt shown with the result.
    for (const row of pages.all({ locale }) as PageRow[]) {
      const path = context.pagePaths.get(row.id);
      if (path === undefined) continue;
      insert.run({
        locale,
        kind: 'page',
        recordId: row.id,
        title: row.title,
        path,
        body: row.seo_description ?? '',
        foldedTitle: foldText(row.title),
        foldedText: foldText(row.title),
      });
      count += 1;
    }
    // Job offers are matched on their titles and shown on the job list page.
    const listNode = jobListPath.get() as { id: number } | undefined;
    const listPath = listNode === undefined ? undefined : context.nodePaths.get(listNode.id);
    if (listPath !== undefined) {
      for (const row of jobs.all({ locale }) as JobRow[]) {
        insert.run({
          locale,
          kind: 'job_offer',
          recordId: row.id,
          title: row.title,
          path: listPath,
          body: `${row.location}. ${htmlToText(row.description)}`,
          foldedTitle: foldText(row.title),
          foldedText: foldText(row.title),
        });
        count += 1;
      }
    }
  }
  return count;
}
