// The media library's records: one row per uploaded file (media_items) with its names and alt texts per language
// (media_item_translations), and where each is used, found in the content tables by its public address.
import { LOCALES, type Locale } from '@ergoforma/shared-contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/query/database';
import type { MediaKind } from './media-kinds';
import type { FocalPoint } from './renditions';

type Db = Kysely<Database>;

export interface MediaText {
  name: string | null;
  alt: string | null;
}

/**
 * A record that refers to an item: a product (its photo, thumbnail or file), a page (its picture or a block), a news
 * post or a mechanism (its picture) or a realization (a photo of its gallery).
 */
export interface MediaUse {
  type: 'product' | 'page' | 'post' | 'realization' | 'mechanism';
  id: number;
  name: string;
}

export interface MediaItem {
  id: number;
  kind: MediaKind;
  /** Public address: the full-size JPEG of a photo, the PDF of a document. */
  url: string;
  /** The 240 x 240 JPEG of a photo; null for a document. */
  thumbnailUrl: string | null;
  originalName: string;
  size: number;
  width: number | null;
  height: number | null;
  focalPoint: FocalPoint;
  fileTypeId: number | null;
  createdAt: string;
  translations: Record<Locale, MediaText>;
  usedBy: MediaUse[];
}

export interface NewMediaItem {
  kind: MediaKind;
  contentHash: string;
  url: string;
  originalName: string;
  size: number;
  width: number | null;
  height: number | null;
  focalPoint: FocalPoint;
  fileTypeId: number | null;
  createdAt: string;
  createdBy: number;
  translations: Partial<Record<Locale, MediaText>>;
}

export interface MediaListQuery {
  /** Part of the file's original name, or of a name or alt text in any language. */
  q?: string;
  kind?: MediaKind;
  offset: number;
  limit: number;
}

type ItemRow = Selectable<Database['media_items']>;

/** The thumbnail next to a photo's full-size JPEG ('/media/library/ab12.jpg' -> '/media/library/ab12-thumb.jpg'). */
export const thumbnailUrlOf = (url: string): string => url.replace(/\.jpg$/, '-thumb.jpg');

async function translationsOf(db: Db, ids: number[]): Promise<Map<number, Record<Locale, MediaText>>> {
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('media_item_translations').selectAll().where('media_id', 'in', ids).execute();
  const found = new Map<number, Record<Locale, MediaText>>();
  for (const id of ids) {
    found.set(
      id,
      Object.fromEntries(LOCALES.map((locale) => [locale, { name: null, alt: null }])) as Record<Locale, MediaText>,
    );
  }
  for (const row of rows) {
    const texts = found.get(row.media_id);
    if (texts) texts[row.locale] = { name: row.name, alt: row.alt };
  }
  return found;
}

/** Who refers to the file at `url` (a photo by its full size or thumbnail, a document by its PDF). */
export async function whereUsed(db: Db, url: string): Promise<MediaUse[]> {
  const urls = url.endsWith('.jpg') ? [url, thumbnailUrlOf(url)] : [url];
  const pattern = `%${url.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [images, thumbnails, files, pages, editorial] = await Promise.all([
    db.selectFrom('product_images').select('product_id').where('url', 'in', urls).execute(),
    db
      .selectFrom('product_image_thumbnails')
      .innerJoin('product_images', 'product_images.id', 'product_image_thumbnails.image_id')
      .select('product_images.product_id')
      .where('product_image_thumbnails.url', 'in', urls)
      .execute(),
    db.selectFrom('product_files').select('product_id').where('url', 'in', urls).execute(),
    db
      .selectFrom('pages')
      .select('pages.id')
      .where((eb) =>
        eb.or([
          eb('seo_image_src', 'in', urls),
          eb.exists(
            eb
              .selectFrom('page_blocks')
              .innerJoin('page_block_translations', 'page_block_translations.block_id', 'page_blocks.id')
              .select('page_blocks.id')
              .whereRef('page_blocks.page_id', '=', 'pages.id')
              .where((inner) => inner(inner.cast('page_block_translations.content', 'text'), 'like', pattern)),
          ),
        ]),
      )
      .execute(),
    editorialUses(db, urls),
  ]);
  const productIds = [...new Set([...images, ...thumbnails, ...files].map((row) => row.product_id))];
  const pageIds = pages.map((row) => row.id);
  const [products, pageTitles] = await Promise.all([
    productIds.length === 0
      ? []
      : db.selectFrom('products').select(['id', 'name']).where('id', 'in', productIds).orderBy('id').execute(),
    pageIds.length === 0
      ? []
      : db
          .selectFrom('page_translations')
          .select(['page_id', 'title'])
          .where('page_id', 'in', pageIds)
          .where('locale', '=', 'pl')
          .orderBy('page_id')
          .execute(),
  ]);
  return [
    ...products.map((row) => ({ type: 'product' as const, id: row.id, name: row.name })),
    ...pageTitles.map((row) => ({ type: 'page' as const, id: row.page_id, name: row.title ?? `#${row.page_id}` })),
    ...editorial,
  ];
}

/** The news posts and mechanisms whose picture, and the realizations one of whose gallery photos, is at `urls`. */
async function editorialUses(db: Db, urls: string[]): Promise<MediaUse[]> {
  const [posts, realizations, mechanisms] = await Promise.all([
    db
      .selectFrom('posts')
      .innerJoin('post_translations', 'post_translations.post_id', 'posts.id')
      .select(['posts.id', 'post_translations.title as name'])
      .where('post_translations.locale', '=', 'pl')
      .where('posts.image_url', 'in', urls)
      .orderBy('posts.id')
      .execute(),
    db
      .selectFrom('realization_translations')
      .select(['realization_id as id', 'title as name'])
      .where('locale', '=', 'pl')
      .where('realization_id', 'in', (eb) =>
        eb.selectFrom('realization_images').select('realization_id').where('url', 'in', urls),
      )
      .orderBy('realization_id')
      .execute(),
    db
      .selectFrom('mechanisms')
      .innerJoin('mechanism_translations', 'mechanism_translations.mechanism_id', 'mechanisms.id')
      .select(['mechanisms.id', 'mechanism_translations.name'])
      .where('mechanism_translations.locale', '=', 'pl')
      .where('mechanisms.image_url', 'in', urls)
      .orderBy('mechanisms.id')
      .execute(),
  ]);
  const uses = (type: MediaUse['type'], rows: Array<{ id: number; name: string | null }>): MediaUse[] =>
    rows.map((row) => ({ type, id: Number(row.id), name: row.name ?? `#${row.id}` }));
  return [...uses('post', posts), ...uses('realization', realizations), ...uses('mechanism', mechanisms)];
}

async function toItems(db: Db, rows: ItemRow[]): Promise<MediaItem[]> {
  const texts = await translationsOf(
    db,
    rows.map((row) => row.id),
  );
  const uses = await Promise.all(rows.map((row) => whereUsed(db, row.url)));
  return rows.map((row, index) => ({
    id: row.id,
    kind: row.kind,
    url: row.url,
    thumbnailUrl: row.kind === 'image' ? thumbnailUrlOf(row.url) : null,
    originalName: row.original_name,
    size: row.size,
    width: row.width,
    height: row.height,
    focalPoint: { x: row.focal_x, y: row.focal_y },
    fileTypeId: row.file_type_id,
    createdAt: row.created_at,
    translations: texts.get(row.id) ?? ({} as Record<Locale, MediaText>),
    usedBy: uses[index] ?? [],
  }));
}

export async function findMedia(db: Db, id: number): Promise<MediaItem | null> {
  const row = await db.selectFrom('media_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? ((await toItems(db, [row]))[0] ?? null) : null;
}

/** The id of the item holding exactly these bytes, if one does. */
export async function findMediaByHash(db: Db, contentHash: string): Promise<number | null> {
  const row = await db
    .selectFrom('media_items')
    .select('id')
    .where('content_hash', '=', contentHash)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function listMedia(db: Db, query: MediaListQuery): Promise<{ total: number; items: MediaItem[] }> {
  let filtered = db.selectFrom('media_items');
  if (query.kind !== undefined) filtered = filtered.where('kind', '=', query.kind);
  if (query.q !== undefined && query.q !== '') {
    const pattern = `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filtered = filtered.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['original_name']), 'like', pattern),
        eb.exists(
          eb
            .selectFrom('media_item_translations')
            .select('media_id')
            .whereRef('media_item_translations.media_id', '=', 'media_items.id')
            .where((inner) =>
              inner.or([
                inner(inner.fn('lower', ['name']), 'like', pattern),
                inner(inner.fn('lower', ['alt']), 'like', pattern),
              ]),
            ),
        ),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    filtered.selectAll().orderBy('id', 'desc').offset(query.offset).limit(query.limit).execute(),
  ]);
  return { total: Number(count.total), items: await toItems(db, rows) };
}

async function writeTranslations(db: Db, id: number, translations: Partial<Record<Locale, MediaText>>) {
  const rows = LOCALES.flatMap((locale) => {
    const text = translations[locale];
    return text && (text.name !== null || text.alt !== null) ? [{ media_id: id, locale, ...text }] : [];
  });
  await db.deleteFrom('media_item_translations').where('media_id', '=', id).execute();
  if (rows.length > 0) await db.insertInto('media_item_translations').values(rows).execute();
}

export async function insertMedia(db: Db, item: NewMediaItem): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('media_items')
      .values({
        kind: item.kind,
        content_hash: item.contentHash,
        url: item.url,
        original_name: item.originalName,
        size: item.size,
        width: item.width,
        height: item.height,
        focal_x: item.focalPoint.x,
        focal_y: item.focalPoint.y,
        file_type_id: item.fileTypeId,
        created_at: item.createdAt,
        created_by: item.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTranslations(trx, id, item.translations);
    return id;
  });
}

export interface MediaChanges {
  focalPoint?: FocalPoint;
  fileTypeId?: number | null;
  translations: Partial<Record<Locale, MediaText>>;
}

export async function updateMedia(db: Db, id: number, changes: MediaChanges): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const values = {
      ...(changes.focalPoint ? { focal_x: changes.focalPoint.x, focal_y: changes.focalPoint.y } : {}),
      ...(changes.fileTypeId !== undefined ? { file_type_id: changes.fileTypeId } : {}),
    };
    if (Object.keys(values).length > 0) await trx.updateTable('media_items').set(values).where('id', '=', id).execute();
    await writeTranslations(trx, id, changes.translations);
  });
}

export async function deleteMedia(db: Db, id: number): Promise<void> {
  await db.deleteFrom('media_items').where('id', '=', id).execute();
}

/** Whether the catalogue has the file type `id` (a document's type must be one of them). */
export async function fileTypeExists(db: Db, id: number): Promise<boolean> {
  return (await db.selectFrom('file_types').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** The catalogue's file types with their Polish and English names, for a document's type. */
export async function listFileTypes(db: Db): Promise<Array<{ id: number; name: string; nameEn: string | null }>> {
  const rows = await db
    .selectFrom('file_type_translations')
    .select(['file_type_id', 'locale', 'name'])
    .where('locale', 'in', ['pl', 'en'])
    .orderBy('file_type_id')
    .execute();
  const types = new Map<number, { id: number; name: string; nameEn: string | null }>();
  for (const row of rows) {
    const type = types.get(row.file_type_id) ?? { id: row.file_type_id, name: '', nameEn: null };
    if (row.locale === 'pl') type.name = row.name ?? '';
    else type.nameEn = row.name;
    types.set(row.file_type_id, type);
  }
  return [...types.values()];
}
