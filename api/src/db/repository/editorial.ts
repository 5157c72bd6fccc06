// Realizations, job offers and legacy redirects.
import { sql } from 'kysely';
import type { Collection, JobOffer, LegacyRedirect, Locale, Realization } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';
import { galleryImage, type GalleryImageRow } from '../content/images';
import { JOB_OFFER_COLUMNS, toJobOffer, type JobOfferRow } from '../content/job-offer-rows';
import type { RealizationRow } from '../content/realization-rows';
import { categoryIn } from '../content/locale-context';
import { collection, paginate, pageWindow } from '../content/paging';
import { translated as text } from '../content/translated-sql';
import { countAll, pageClause, type Queries } from '../query/queries';

export async function listRealizations(
  q: Queries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<Realization>> {
  const [total, rows] = await Promise.all([
    q.db.selectFrom('realizations').select(countAll.as('n')).where('is_published', '=', true).executeTakeFirstOrThrow(),
    q.rows<RealizationRow>(sql`SELECT r.id, ${sql.raw(text('title'))} AS title, ${sql.raw(text('slug'))} AS slug,
         ${sql.raw(text('lead'))} AS lead, t.lead IS NULL AS lead_untranslated
       FROM realizations r
       JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
       LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = ${locale}
       WHERE r.is_published = ${true}
       ORDER BY r.position, r.id
       ${pageClause(pageWindow(pagination))}`),
  ]);
  const images = await q.rows<GalleryImageRow & { realization_id: number }>(sql`SELECT i.realization_id, i.url,
       i.width, i.height, ${sql.raw(text('alt'))} AS alt
     FROM realization_images i
     JOIN realization_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
     LEFT JOIN realization_image_translations t ON t.image_id = i.id AND t.locale = ${locale}
     WHERE i.realization_id IN ${q.idList(rows.map((row) => row.id))}
     ORDER BY i.realization_id, i.position`);
  const member = rows.map(({ lead_untranslated, ...row }) => ({
    ...row,
    untranslated: lead_untranslated ? ['lead' as const] : [],
    images: images.filter((image) => image.realization_id === row.id).map(galleryImage),
  }));
  return collection(member, total.n, pagination);
}

/** Newest first; the published offers not yet closed (the runner unpublishes a closed one soon after). */
export async function listJobOffers(q: Queries, locale: Locale, pagination: Pagination): Promise<Collection<JobOffer>> {
  const open = sql`j.is_published = ${true} AND (j.closes IS NULL OR j.closes > ${new Date().toISOString()})`;
  const [total, rows] = await Promise.all([
    q.row<{ n: number }>(sql`SELECT ${countAll} AS n FROM job_offers j WHERE ${open}`),
    q.rows<JobOfferRow>(sql`SELECT ${sql.raw(JOB_OFFER_COLUMNS)}
       FROM job_offers j
       JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
       LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = ${locale}
       WHERE ${open}
       ORDER BY j.published DESC, j.position, j.id
       ${pageClause(pageWindow(pagination))}`),
  ]);
  return collection(rows.map(toJobOffer), total?.n ?? 0, pagination);
}

/** Byte order of the paths (SQLite's default; PostgreSQL's COLLATE "C"), the same on both engines. */
const byBytes = (a: string, b: string): number => Buffer.compare(Buffer.from(a), Buffer.from(b));

/** Old addresses and where they lead: a fixed path, or a product's Polish path. */
export async function listLegacyRedirects(q: Queries, pagination: Pagination): Promise<Collection<LegacyRedirect>> {
  const [context, rows] = await Promise.all([
    q.context('pl'),
    q.db
      .selectFrom('legacy_redirects as r')
      .leftJoin('products as p', 'p.id', 'r.product_id')
      .select(['r.from_path', 'r.to_path', 'p.slug as product_slug', 'p.category_id'])
      .execute(),
  ]);
  const redirects = rows
    .sort((a, b) => byBytes(a.from_path, b.from_path))
    .map((row) => ({
      from: row.from_path,
      to: row.to_path ?? context.productPath(categoryIn(context, row.category_id ?? 0), row.product_slug ?? ''),
    }));
  return paginate(redirects, pagination);
}
