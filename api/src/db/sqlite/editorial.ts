// Realizations, job offers and legacy redirects on SQLite.
import type { Collection, JobOffer, LegacyRedirect, Locale, Realization } from '@ergoforma/shared-contracts';
import type { Pagination } from '../content-repository';
import { galleryImage, type GalleryImageRow } from '../content/images';
import { JOB_OFFER_COLUMNS, toJobOffer, type JobOfferRow } from '../content/job-offer-rows';
import type { RealizationRow } from '../content/realization-rows';
import { categoryIn } from '../content/locale-context';
import { collection, paginate, pageWindow } from '../content/paging';
import { translated as text } from '../content/translated-sql';
import { idList, limits, type SqliteQueries } from './statements';

export function listRealizations(q: SqliteQueries, locale: Locale, pagination: Pagination): Collection<Realization> {
  const totalItems = q.sql('SELECT COUNT(*) FROM realizations').pluck().get() as number;
  const rows = q
    .sql(
      `SELECT r.id, ${text('title')} AS title, ${text('slug')} AS slug, ${text('lead')} AS lead,
              t.lead IS NULL AS lead_untranslated
       FROM realizations r
       JOIN realization_translations d ON d.realization_id = r.id AND d.locale = 'pl'
       LEFT JOIN realization_translations t ON t.realization_id = r.id AND t.locale = @locale
       ORDER BY r.position, r.id
       LIMIT @limit OFFSET @offset`,
    )
    .all({ locale, ...limits(pageWindow(pagination)) }) as RealizationRow[];
  const images = q
    .sql(
      `SELECT i.realization_id, i.url, i.width, i.height, ${text('alt')} AS alt
       FROM realization_images i
       JOIN realization_image_translations d ON d.image_id = i.id AND d.locale = 'pl'
       LEFT JOIN realization_image_translations t ON t.image_id = i.id AND t.locale = @locale
       WHERE i.realization_id IN (SELECT value FROM json_each(@list))
       ORDER BY i.realization_id, i.position`,
    )
    .all({ locale, list: idList(rows.map((row) => row.id)) }) as Array<GalleryImageRow & { realization_id: number }>;
  const member = rows.map(({ lead_untranslated, ...row }) => ({
    ...row,
    untranslated: lead_untranslated ? ['lead' as const] : [],
    images: images.filter((image) => image.realization_id === row.id).map(galleryImage),
  }));
  return collection(member, totalItems, pagination);
}

/** Newest first. */
export function listJobOffers(q: SqliteQueries, locale: Locale, pagination: Pagination): Collection<JobOffer> {
  const totalItems = q.sql('SELECT COUNT(*) FROM job_offers').pluck().get() as number;
  const rows = q
    .sql(
      `SELECT ${JOB_OFFER_COLUMNS}
       FROM job_offers j
       JOIN job_offer_translations d ON d.job_offer_id = j.id AND d.locale = 'pl'
       LEFT JOIN job_offer_translations t ON t.job_offer_id = j.id AND t.locale = @locale
       ORDER BY j.published DESC, j.position, j.id
       LIMIT @limit OFFSET @offset`,
    )
    .all({ locale, ...limits(pageWindow(pagination)) }) as JobOfferRow[];
  return collection(rows.map(toJobOffer), totalItems, pagination);
}

/** Old addresses and where they lead: a fixed path, or a product's Polish path. */
export function listLegacyRedirects(q: SqliteQueries, pagination: Pagination): Collection<LegacyRedirect> {
  const context = q.contexts.of('pl');
  const rows = q
    .sql(
      `SELECT r.from_path, r.to_path, p.slug AS product_slug, p.category_id
       FROM legacy_redirects r LEFT JOIN products p ON p.id = r.product_id
       ORDER BY r.from_path`,
    )
    .all() as Array<{
    from_path: string;
    to_path: string | null;
    product_slug: string | null;
    category_id: number | null;
  }>;
  const redirects = rows.map((row) => ({
    from: row.from_path,
    to: row.to_path ?? context.productPath(categoryIn(context, row.category_id ?? 0), row.product_slug ?? ''),
  }));
  return paginate(redirects, pagination);
}
