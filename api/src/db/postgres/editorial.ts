// Realizations, job offers and legacy redirects on PostgreSQL (mirror of db/sqlite/editorial.ts).
import type { Collection, JobOffer, LegacyRedirect, Locale, Realization } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';
import { galleryImage, type GalleryImageRow } from '../content/images';
import { JOB_OFFER_COLUMNS, toJobOffer, type JobOfferRow } from '../content/job-offer-rows';
import type { RealizationRow } from '../content/realization-rows';
import { categoryIn } from '../content/locale-context';
import { collection, paginate, pageWindow } from '../content/paging';
import { translated as text } from '../content/translated-sql';
import { pageParams, type PgQueries } from './statements';

export async function listRealizations(
  q: PgQueries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<Realization>> {
  const [[totalItems = 0], rows] = await Promise.all([
    q.column<number>('SELECT COUNT(*)::int FROM realizations'),
    q.rows<RealizationRow>(
      `SELECT r.id, ${text('title')} AS title, ${text('slug')} AS slug, ${text('lead')} AS lead,
              t.lead IS NULL AS lead_untranslated
       FROM realizations r
       JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
       LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = $1
       ORDER BY r.position, r.id
       OFFSET $2 LIMIT $3`,
      [locale, ...pageParams(pageWindow(pagination))],
    ),
  ]);
  const images = await q.rows<GalleryImageRow & { realization_id: number }>(
    `SELECT i.realization_id, i.url, i.width, i.height, ${text('alt')} AS alt
     FROM realization_images i
     JOIN realization_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
     LEFT JOIN realization_image_translations t ON t.image_id = i.id AND t.locale = $1
     WHERE i.realization_id = ANY($2::int[])
     ORDER BY i.realization_id, i.position`,
    [locale, rows.map((row) => row.id)],
  );
  const member = rows.map(({ lead_untranslated, ...row }) => ({
    ...row,
    untranslated: lead_untranslated ? ['lead' as const] : [],
    images: images.filter((image) => image.realization_id === row.id).map(galleryImage),
  }));
  return collection(member, totalItems, pagination);
}

/** Newest first. */
export async function listJobOffers(
  q: PgQueries,
  locale: Locale,
  pagination: Pagination,
): Promise<Collection<JobOffer>> {
  const [[totalItems = 0], rows] = await Promise.all([
    q.column<number>('SELECT COUNT(*)::int FROM job_offers'),
    q.rows<JobOfferRow>(
      `SELECT ${JOB_OFFER_COLUMNS}
       FROM job_offers j
       JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
       LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = $1
       ORDER BY j.published DESC, j.position, j.id
       OFFSET $2 LIMIT $3`,
      [locale, ...pageParams(pageWindow(pagination))],
    ),
  ]);
  return collection(rows.map(toJobOffer), totalItems, pagination);
}

/** Old addresses and where they lead: a fixed path, or a product's Polish path. */
export async function listLegacyRedirects(q: PgQueries, pagination: Pagination): Promise<Collection<LegacyRedirect>> {
  const [context, rows] = await Promise.all([
    q.context('pl'),
    q.rows<{ from_path: string; to_path: string | null; product_slug: string | null; category_id: number | null }>(
      `SELECT r.from_path, r.to_path, p.slug AS product_slug, p.category_id
       FROM legacy_redirects r LEFT JOIN products p ON p.id = r.product_id
       ORDER BY r.from_path COLLATE "C"`,
    ),
  ]);
  const redirects = rows.map((row) => ({
    from: row.from_path,
    to: row.to_path ?? context.productPath(categoryIn(context, row.category_id ?? 0), row.product_slug ?? ''),
  }));
  return paginate(redirects, pagination);
}
