// The content fixtures as rows of the content tables, the same for every engine: each engine's loader
// (db/sqlite/content-loader.ts, db/postgres/content-loader.ts) empties CONTENT_TABLES and inserts these rows in one
// transaction. Texts live in *_translations tables, one row per locale that has any text of its own.
import { LOCALES } from '@ergoforma/shared-contracts/enums';
import type { ContentFixtures, LegacyRedirectFixture, MenuItemFixture, Translations } from '../fixtures/types';

export type SqlValue = string | number | boolean | null;
export type Row = Record<string, SqlValue>;

/** Every table whose rows come from the fixtures, children before parents (the order to empty them in). */
export const CONTENT_TABLES = [
  'search_documents',
  'company',
  'legacy_redirects',
  'mechanism_translations',
  'mechanisms',
  'mechanism_category_translations',
  'mechanism_categories',
  'realization_image_translations',
  'realization_images',
  'realization_translations',
  'realizations',
  'post_translations',
  'posts',
  'menu_items',
  'menus',
  'sitemap_node_translations',
  'sitemap_nodes',
  'page_block_translations',
  'page_blocks',
  'page_translations',
  'pages',
  'job_offer_translations',
  'job_offers',
  'product_similar',
  'product_file_translations',
  'product_files',
  'product_pattern_collections',
  'product_block_translations',
  'product_blocks',
  'product_image_translations',
  'product_image_thumbnails',
  'product_images',
  'product_tags',
  'product_categories',
  'product_translations',
  'products',
  'pattern_translations',
  'patterns',
  'pattern_collection_translations',
  'pattern_collections',
  'file_type_translations',
  'file_types',
  'tag_translations',
  'tags',
  'category_translations',
  'categories',
] as const;

export type ContentTable = (typeof CONTENT_TABLES)[number];

/** Rows of every content table but search_documents (derived from the others by each engine's search index). */
export type ContentRows = Record<Exclude<ContentTable, 'search_documents'>, Row[]>;

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/** One row per locale that has any text (a locale without a row falls back to Polish); keys are column names. */
function translationRows<T extends object>(
  key: Row,
  translations: Translations<T>,
  columns: Record<string, keyof T>,
): Row[] {
  return LOCALES.flatMap((locale) => {
    const texts: Partial<T> = translations[locale];
    const values = Object.entries(columns).map(([column, field]) => [column, orNull(texts[field]) as SqlValue]);
    if (locale !== 'pl' && values.every(([, value]) => value === null)) return [];
    return [{ ...key, locale, ...Object.fromEntries(values) }];
  });
}

const POLISH = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** The order of products by name (products.name_rank): Polish alphabetical order, ties by id. */
export const compareProductNames = (a: { id: number; name: string }, b: { id: number; name: string }): number =>
  POLISH.compare(a.name, b.name) || a.id - b.id;

/** Each product's place in Polish alphabetical order of names (ties by id), for ORDER BY name. */
function polishNameRanks(products: ReadonlyArray<{ id: number; name: string }>): Map<number, number> {
  const sorted = [...products].sort(compareProductNames);
  return new Map(sorted.map((product, rank) => [product.id, rank]));
}

function emptyRows(): ContentRows {
  return Object.fromEntries(
    CONTENT_TABLES.filter((table) => table !== 'search_documents').map((table) => [table, []]),
  ) as unknown as ContentRows;
}

function addCatalogue(rows: ContentRows, fixtures: ContentFixtures): void {
  for (const c of fixtures.categories) {
    rows.categories.push({ id: c.id, parent_id: c.parentId, position: c.position });
    rows.category_translations.push(
      ...translationRows({ category_id: c.id }, c.translations, {
        name: 'name',
        slug: 'slug',
        description: 'description',
      }),
    );
  }
  for (const t of fixtures.tags) {
    rows.tags.push({ id: t.id, position: t.position });
    rows.tag_translations.push(...translationRows({ tag_id: t.id }, t.translations, { name: 'name', slug: 'slug' }));
  }
  for (const t of fixtures.fileTypes) {
    rows.file_types.push({ id: t.id });
    rows.file_type_translations.push(...translationRows({ file_type_id: t.id }, t.translations, { name: 'name' }));
  }
  for (const c of fixtures.patternCollections) {
    rows.pattern_collections.push({ id: c.id, position: c.position });
    rows.pattern_collection_translations.push(
      ...translationRows({ pattern_collection_id: c.id }, c.translations, { name: 'name', description: 'description' }),
    );
    c.patterns.forEach((p, position) => {
      rows.patterns.push({
        id: p.id,
        pattern_collection_id: c.id,
        position,
        code: p.code,
        color: p.color,
        image_url: p.imageUrl,
      });
      rows.pattern_translations.push(...translationRows({ pattern_id: p.id }, p.translations, { name: 'name' }));
    });
  }
}

function addProducts(rows: ContentRows, fixtures: ContentFixtures): void {
  const nameRanks = polishNameRanks(fixtures.products);
  fixtures.products.forEach((p, position) => {
    rows.products.push({
      id: p.id,
      slug: p.slug,
      name: p.name,
      category_id: p.categoryId,
      published: p.published,
      configurator_url: p.configuratorUrl,
      show_similar_products: p.showSimilarProducts,
      is_published: p.isPublished,
      related_product_id: p.relatedProductId,
      relation_position: p.relationPosition,
      position,
      name_rank: nameRanks.get(p.id) ?? 0,
    });
    rows.product_translations.push(
      ...translationRows({ product_id: p.id }, p.translations, {
        short_description: 'shortDescription',
        seo_title: 'seoTitle',
        seo_description: 'seoDescription',
        relation_label: 'relationLabel',
      }),
    );
    for (const categoryId of new Set([p.categoryId, ...p.extraCategoryIds]))
      rows.product_categories.push({ product_id: p.id, category_id: categoryId });
    for (const tagId of new Set(p.tagIds)) rows.product_tags.push({ product_id: p.id, tag_id: tagId });
    p.images.forEach((image, imagePosition) => {
      rows.product_images.push({
        id: image.id,
        product_id: p.id,
        position: imagePosition,
        url: image.url,
        width: image.width,
        height: image.height,
      });
      image.thumbnails.forEach((thumb, thumbPosition) =>
        rows.product_image_thumbnails.push({ image_id: image.id, position: thumbPosition, ...thumb }),
      );
      rows.product_image_translations.push(
        ...translationRows({ image_id: image.id }, image.translations, { name: 'name', alt: 'alt' }),
      );
    });
    for (const block of p.blocks) {
      rows.product_blocks.push({ id: block.id, product_id: p.id, type: block.type, position: block.position });
      rows.product_block_translations.push(
        ...translationRows({ block_id: block.id }, block.translations, { name: 'name', content: 'content' }),
      );
    }
    p.patternCollectionIds.forEach((collectionId, index) =>
      rows.product_pattern_collections.push({ product_id: p.id, pattern_collection_id: collectionId, position: index }),
    );
    p.files.forEach((file, index) => {
      // The size is measured from the generated file once the media exist (ContentStore.measureFiles).
      rows.product_files.push({
        id: file.id,
        product_id: p.id,
        position: index,
        url: file.url,
        size: 0,
        file_type_id: file.fileTypeId,
      });
      rows.product_file_translations.push(
        ...translationRows({ file_id: file.id }, file.translations, { name: 'name' }),
      );
    });
    p.similarProducts.forEach((similar, index) =>
      rows.product_similar.push({
        product_id: p.id,
        position: index,
        similar_product_id: 'productId' in similar ? similar.productId : null,
        label: 'label' in similar ? similar.label : null,
      }),
    );
  });
}

function addPagesAndNavigation(rows: ContentRows, fixtures: ContentFixtures): void {
  for (const page of fixtures.pages) {
    rows.pages.push({
      id: page.id,
      layout: page.layout,
      header_theme: page.headerTheme,
      seo_image_src: page.seoImageSrc,
      resolver: page.resolver,
      is_aggregator_child: page.isAggregatorChild,
      is_published: page.isPublished,
    });
    rows.page_translations.push(
      ...translationRows({ page_id: page.id }, page.translations, {
        title: 'title',
        seo_title: 'seoTitle',
        seo_description: 'seoDescription',
      }),
    );
    for (const block of page.blocks) {
      rows.page_blocks.push({ id: block.id, page_id: page.id, type: block.type, position: block.position });
      for (const locale of LOCALES) {
        const content = block.content[locale];
        if (locale === 'pl' || Object.keys(content).length > 0)
          rows.page_block_translations.push({ block_id: block.id, locale, content: JSON.stringify(content) });
      }
    }
  }
  for (const node of fixtures.sitemapNodes) {
    rows.sitemap_nodes.push({
      id: node.id,
      parent_id: node.parentId,
      position: node.position,
      node_type: node.nodeType,
      action: node.action,
      page_id: node.pageId,
      category_id: node.categoryId,
      resolver: node.resolver,
    });
    rows.sitemap_node_translations.push(
      ...translationRows({ node_id: node.id }, node.translations, { slug: 'slug', title: 'title' }),
    );
  }
  for (const menu of fixtures.menus) {
    rows.menus.push({ id: menu.id, name: menu.name, locale: menu.locale });
    const addItems = (items: readonly MenuItemFixture[], parentId: number | null): void =>
      items.forEach((item, position) => {
        rows.menu_items.push({
          id: item.id,
          menu_id: menu.id,
          parent_id: parentId,
          position,
          name: item.name,
          type: item.type,
          url: item.url,
          target: item.target,
          css_class: item.cssClass,
          description: item.description,
          headline: item.headline,
          item_group: item.group,
          params: JSON.stringify(item.params),
          image_src: item.imageSrc,
          color: item.color,
          page_id: item.pageId,
          category_id: item.categoryId,
          sitemap_node_id: item.sitemapNodeId,
        });
        addItems(item.children, item.id);
      });
    addItems(menu.items, null);
  }
}

const imageColumns = (image: { url: string; width: number; height: number } | null): Row => ({
  image_url: image?.url ?? null,
  image_width: image?.width ?? null,
  image_height: image?.height ?? null,
});

function addEditorial(rows: ContentRows, fixtures: ContentFixtures): void {
  for (const job of fixtures.jobOffers) {
    rows.job_offers.push({
      id: job.id,
      position: job.position,
      published: job.published,
      is_published: job.isPublished,
      closes: job.closes,
    });
    rows.job_offer_translations.push(
      ...translationRows({ job_offer_id: job.id }, job.translations, {
        title: 'title',
        slug: 'slug',
        location: 'location',
        employment_type: 'employmentType',
        description: 'description',
      }),
    );
  }
  for (const post of fixtures.posts) {
    rows.posts.push({
      id: post.id,
      published: post.published,
      is_published: post.isPublished,
      ...imageColumns(post.image),
    });
    rows.post_translations.push(
      ...translationRows({ post_id: post.id }, post.translations, {
        title: 'title',
        slug: 'slug',
        lead: 'lead',
        content: 'content',
        image_alt: 'imageAlt',
        seo_title: 'seoTitle',
        seo_description: 'seoDescription',
      }),
    );
  }
  for (const r of fixtures.realizations) {
    rows.realizations.push({ id: r.id, position: r.position, is_published: r.isPublished });
    rows.realization_translations.push(
      ...translationRows({ realization_id: r.id }, r.translations, { title: 'title', slug: 'slug', lead: 'lead' }),
    );
    r.images.forEach((image, position) => {
      rows.realization_images.push({
        id: image.id,
        realization_id: r.id,
        position,
        url: image.url,
        width: image.width,
        height: image.height,
      });
      rows.realization_image_translations.push(
        ...translationRows({ image_id: image.id }, image.translations, { alt: 'alt' }),
      );
    });
  }
  for (const c of fixtures.mechanismCategories) {
    rows.mechanism_categories.push({ id: c.id, position: c.position });
    rows.mechanism_category_translations.push(
      ...translationRows({ mechanism_category_id: c.id }, c.translations, { name: 'name', slug: 'slug' }),
    );
  }
  for (const m of fixtures.mechanisms) {
    rows.mechanisms.push({
      id: m.id,
      mechanism_category_id: m.categoryId,
      position: m.position,
      ...imageColumns(m.image),
    });
    rows.mechanism_translations.push(
      ...translationRows({ mechanism_id: m.id }, m.translations, {
        name: 'name',
        slug: 'slug',
        description: 'description',
        image_alt: 'imageAlt',
      }),
    );
  }
  for (const r of fixtures.legacyRedirects) rows.legacy_redirects.push(legacyRedirectRow(r));
}

/** The row of legacy_redirects of an old address. */
export function legacyRedirectRow(r: LegacyRedirectFixture): {
  from_path: string;
  to_path: string | null;
  product_id: number | null;
} {
  return { from_path: r.from, to_path: 'to' in r ? r.to : null, product_id: 'productId' in r ? r.productId : null };
}

export function contentRows(fixtures: ContentFixtures): ContentRows {
  const rows = emptyRows();
  addCatalogue(rows, fixtures);
  addProducts(rows, fixtures);
  addPagesAndNavigation(rows, fixtures);
  addEditorial(rows, fixtures);
  rows.company.push({ id: 1, data: JSON.stringify(fixtures.company) });
  return rows;
}
