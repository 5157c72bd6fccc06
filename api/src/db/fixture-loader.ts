// Replaces all content tables with the fixtures, in one transaction: readers never see half-loaded content,
// and a broken fixture leaves the previous content in place. Tables of user submissions (future) are not
// content and are never listed here.
import type { Database, Statement } from 'better-sqlite3';
import { SUPPORTED_LOCALES } from '../lib/locale';
import type { ContentFixtures, MenuItemFixture, Translations } from './fixture-types';
import { rebuildSearchIndex } from './search-index';

/** Every table whose rows come from the fixtures. */
export const CONTENT_TABLES = [
  'search_documents',
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

type SqlValue = string | number | null;

/** Inserts one translation row per locale that has any text (a locale without a row falls back to Polish). */
function insertTranslations<T extends object>(
  statement: Statement,
  id: number,
  translations: Translations<T>,
  columns: (texts: Partial<T>) => SqlValue[],
): void {
  for (const locale of SUPPORTED_LOCALES) {
    const texts: Partial<T> = translations[locale];
    if (locale !== 'pl' && Object.values(texts).every((value) => value === undefined || value === null)) continue;
    statement.run(id, locale, ...columns(texts));
  }
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

const POLISH = new Intl.Collator('pl', { sensitivity: 'base', numeric: true });

/** Each product's place in Polish alphabetical order of names (ties by id), for ORDER BY name. */
function polishNameRanks(products: ReadonlyArray<{ id: number; name: string }>): Map<number, number> {
  const sorted = [...products].sort((a, b) => POLISH.compare(a.name, b.name) || a.id - b.id);
  return new Map(sorted.map((product, rank) => [product.id, rank]));
}

export interface LoadSummary {
  products: number;
  pages: number;
  sitemapNodes: number;
  searchDocuments: number;
}

export function replaceContent(db: Database, fixtures: ContentFixtures): LoadSummary {
  const sql = (text: string): Statement => db.prepare(text);
  const insert = {
    category: sql('INSERT INTO categories (id, parent_id, position) VALUES (?, ?, ?)'),
    categoryT: sql(
      'INSERT INTO category_translations (category_id, locale, name, slug, description) VALUES (?, ?, ?, ?, ?)',
    ),
    tag: sql('INSERT INTO tags (id, position) VALUES (?, ?)'),
    tagT: sql('INSERT INTO tag_translations (tag_id, locale, name, slug) VALUES (?, ?, ?, ?)'),
    fileType: sql('INSERT INTO file_types (id) VALUES (?)'),
    fileTypeT: sql('INSERT INTO file_type_translations (file_type_id, locale, name) VALUES (?, ?, ?)'),
    collection: sql('INSERT INTO pattern_collections (id, position) VALUES (?, ?)'),
    collectionT: sql(
      'INSERT INTO pattern_collection_translations (pattern_collection_id, locale, name, description) VALUES (?, ?, ?, ?)',
    ),
    pattern: sql(
      'INSERT INTO patterns (id, pattern_collection_id, position, code, color, image_url) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    patternT: sql('INSERT INTO pattern_translations (pattern_id, locale, name) VALUES (?, ?, ?)'),
    product: sql(`INSERT INTO products (id, slug, name, category_id, published, configurator_url, show_similar_products,
      related_product_id, relation_position, position, name_rank) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    productT:
      sql(`INSERT INTO product_translations (product_id, locale, short_description, seo_title, seo_description, relation_label)
      VALUES (?, ?, ?, ?, ?, ?)`),
    productCategory: sql('INSERT OR IGNORE INTO product_categories (product_id, category_id) VALUES (?, ?)'),
    productTag: sql('INSERT INTO product_tags (product_id, tag_id) VALUES (?, ?)'),
    image: sql('INSERT INTO product_images (id, product_id, position, url, width, height) VALUES (?, ?, ?, ?, ?, ?)'),
    thumbnail: sql(
      'INSERT INTO product_image_thumbnails (image_id, position, url, width, height) VALUES (?, ?, ?, ?, ?)',
    ),
    imageT: sql('INSERT INTO product_image_translations (image_id, locale, name, alt) VALUES (?, ?, ?, ?)'),
    block: sql('INSERT INTO product_blocks (id, product_id, type, position) VALUES (?, ?, ?, ?)'),
    blockT: sql('INSERT INTO product_block_translations (block_id, locale, name, content) VALUES (?, ?, ?, ?)'),
    productCollection: sql(
      'INSERT INTO product_pattern_collections (product_id, pattern_collection_id, position) VALUES (?, ?, ?)',
    ),
    file: sql(
      'INSERT INTO product_files (id, product_id, position, url, size, file_type_id) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    fileT: sql('INSERT INTO product_file_translations (file_id, locale, name) VALUES (?, ?, ?)'),
    similar: sql('INSERT INTO product_similar (product_id, position, similar_product_id, label) VALUES (?, ?, ?, ?)'),
    page: sql(
      'INSERT INTO pages (id, layout, header_theme, seo_image_src, resolver, is_aggregator_child, is_published) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    pageT: sql(
      'INSERT INTO page_translations (page_id, locale, title, seo_title, seo_description) VALUES (?, ?, ?, ?, ?)',
    ),
    pageBlock: sql('INSERT INTO page_blocks (id, page_id, type, position) VALUES (?, ?, ?, ?)'),
    pageBlockT: sql('INSERT INTO page_block_translations (block_id, locale, content) VALUES (?, ?, ?)'),
    node: sql(
      'INSERT INTO sitemap_nodes (id, parent_id, position, node_type, action, page_id, category_id, resolver) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    nodeT: sql('INSERT INTO sitemap_node_translations (node_id, locale, slug, title) VALUES (?, ?, ?, ?)'),
    menu: sql('INSERT INTO menus (id, name, locale) VALUES (?, ?, ?)'),
    menuItem:
      sql(`INSERT INTO menu_items (id, menu_id, parent_id, position, name, type, url, target, css_class, description,
      headline, item_group, params, image_src, color, page_id, category_id, sitemap_node_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    job: sql('INSERT INTO job_offers (id, position, published) VALUES (?, ?, ?)'),
    jobT: sql(`INSERT INTO job_offer_translations (job_offer_id, locale, title, slug, location, employment_type, description)
      VALUES (?, ?, ?, ?, ?, ?, ?)`),
    post: sql(
      'INSERT INTO posts (id, published, is_published, image_url, image_width, image_height) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    postT:
      sql(`INSERT INTO post_translations (post_id, locale, title, slug, lead, content, image_alt, seo_title, seo_description)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    realization: sql('INSERT INTO realizations (id, position) VALUES (?, ?)'),
    realizationT: sql(
      'INSERT INTO realization_translations (realization_id, locale, title, slug, lead) VALUES (?, ?, ?, ?, ?)',
    ),
    realizationImage: sql(
      'INSERT INTO realization_images (id, realization_id, position, url, width, height) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    realizationImageT: sql('INSERT INTO realization_image_translations (image_id, locale, alt) VALUES (?, ?, ?)'),
    mechanismCategory: sql('INSERT INTO mechanism_categories (id, position) VALUES (?, ?)'),
    mechanismCategoryT: sql(
      'INSERT INTO mechanism_category_translations (mechanism_category_id, locale, name, slug) VALUES (?, ?, ?, ?)',
    ),
    mechanism: sql(
      'INSERT INTO mechanisms (id, mechanism_category_id, position, image_url, image_width, image_height) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    mechanismT: sql(
      'INSERT INTO mechanism_translations (mechanism_id, locale, name, slug, description, image_alt) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    legacyRedirect: sql('INSERT INTO legacy_redirects (from_path, to_path, product_id) VALUES (?, ?, ?)'),
  };

  const load = db.transaction((): LoadSummary => {
    // References may point forward (a product's related product, a child category listed first):
    // check foreign keys once, at commit.
    db.pragma('defer_foreign_keys = ON');
    for (const table of CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();

    for (const c of fixtures.categories) {
      insert.category.run(c.id, c.parentId, c.position);
      insertTranslations(insert.categoryT, c.id, c.translations, (t) => [
        orNull(t.name),
        orNull(t.slug),
        orNull(t.description),
      ]);
    }
    for (const t of fixtures.tags) {
      insert.tag.run(t.id, t.position);
      insertTranslations(insert.tagT, t.id, t.translations, (x) => [orNull(x.name), orNull(x.slug)]);
    }
    for (const t of fixtures.fileTypes) {
      insert.fileType.run(t.id);
      insertTranslations(insert.fileTypeT, t.id, t.translations, (x) => [orNull(x.name)]);
    }
    for (const c of fixtures.patternCollections) {
      insert.collection.run(c.id, c.position);
      insertTranslations(insert.collectionT, c.id, c.translations, (x) => [orNull(x.name), orNull(x.description)]);
      c.patterns.forEach((p, position) => {
        insert.pattern.run(p.id, c.id, position, p.code, p.color, p.imageUrl);
        insertTranslations(insert.patternT, p.id, p.translations, (x) => [orNull(x.name)]);
      });
    }
    const nameRanks = polishNameRanks(fixtures.products);
    fixtures.products.forEach((p, position) => {
      insert.product.run(
        p.id,
        p.slug,
        p.name,
        p.categoryId,
        p.published,
        p.configuratorUrl,
        p.showSimilarProducts ? 1 : 0,
        p.relatedProductId,
        p.relationPosition,
        position,
        nameRanks.get(p.id) ?? 0,
      );
      insertTranslations(insert.productT, p.id, p.translations, (x) => [
        orNull(x.shortDescription),
        orNull(x.seoTitle),
        orNull(x.seoDescription),
        orNull(x.relationLabel),
      ]);
      for (const categoryId of [p.categoryId, ...p.extraCategoryIds]) insert.productCategory.run(p.id, categoryId);
      for (const tagId of new Set(p.tagIds)) insert.productTag.run(p.id, tagId);
      p.images.forEach((image, imagePosition) => {
        insert.image.run(image.id, p.id, imagePosition, image.url, image.width, image.height);
        image.thumbnails.forEach((thumb, thumbPosition) =>
          insert.thumbnail.run(image.id, thumbPosition, thumb.url, thumb.width, thumb.height),
        );
        insertTranslations(insert.imageT, image.id, image.translations, (x) => [orNull(x.name), orNull(x.alt)]);
      });
      for (const block of p.blocks) {
        insert.block.run(block.id, p.id, block.type, block.position);
        insertTranslations(insert.blockT, block.id, block.translations, (x) => [orNull(x.name), orNull(x.content)]);
      }
      p.patternCollectionIds.forEach((collectionId, index) => insert.productCollection.run(p.id, collectionId, index));
      p.files.forEach((file, index) => {
        // The size is measured from the generated file once the media exist (ContentStore.measureFiles).
        insert.file.run(file.id, p.id, index, file.url, 0, file.fileTypeId);
        insertTranslations(insert.fileT, file.id, file.translations, (x) => [orNull(x.name)]);
      });
      p.similarProducts.forEach((similar, index) =>
        insert.similar.run(
          p.id,
          index,
          'productId' in similar ? similar.productId : null,
          'label' in similar ? similar.label : null,
        ),
      );
    });
    for (const page of fixtures.pages) {
      insert.page.run(
        page.id,
        page.layout,
        page.headerTheme,
        page.seoImageSrc,
        page.resolver,
        page.isAggregatorChild ? 1 : 0,
        page.isPublished ? 1 : 0,
      );
      insertTranslations(insert.pageT, page.id, page.translations, (x) => [
        orNull(x.title),
        orNull(x.seoTitle),
        orNull(x.seoDescription),
      ]);
      for (const block of page.blocks) {
        insert.pageBlock.run(block.id, page.id, block.type, block.position);
        for (const locale of SUPPORTED_LOCALES) {
          const content = block.content[locale];
          if (locale === 'pl' || Object.keys(content).length > 0)
            insert.pageBlockT.run(block.id, locale, JSON.stringify(content));
        }
      }
    }
    for (const node of fixtures.sitemapNodes) {
      insert.node.run(
        node.id,
        node.parentId,
        node.position,
        node.nodeType,
        node.action,
        node.pageId,
        node.categoryId,
        node.resolver,
      );
      insertTranslations(insert.nodeT, node.id, node.translations, (x) => [orNull(x.slug), orNull(x.title)]);
    }
    for (const menu of fixtures.menus) {
      insert.menu.run(menu.id, menu.name, menu.locale);
      const insertItems = (items: MenuItemFixture[], parentId: number | null): void => {
        items.forEach((item, position) => {
          insert.menuItem.run(
            item.id,
            menu.id,
            parentId,
            position,
            item.name,
            item.type,
            item.url,
            item.target,
            item.cssClass,
            item.description,
            item.headline,
            item.group,
            JSON.stringify(item.params),
            item.imageSrc,
            item.color,
            item.pageId,
            item.categoryId,
            item.sitemapNodeId,
          );
          insertItems(item.children, item.id);
        });
      };
      insertItems(menu.items, null);
    }
    for (const job of fixtures.jobOffers) {
      insert.job.run(job.id, job.position, job.published);
      insertTranslations(insert.jobT, job.id, job.translations, (x) => [
        orNull(x.title),
        orNull(x.slug),
        orNull(x.location),
        orNull(x.employmentType),
        orNull(x.description),
      ]);
    }

    for (const post of fixtures.posts) {
      insert.post.run(
        post.id,
        post.published,
        post.isPublished ? 1 : 0,
        post.image?.url ?? null,
        post.image?.width ?? null,
        post.image?.height ?? null,
      );
      insertTranslations(insert.postT, post.id, post.translations, (x) => [
        orNull(x.title),
        orNull(x.slug),
        orNull(x.lead),
        orNull(x.content),
        orNull(x.imageAlt),
        orNull(x.seoTitle),
        orNull(x.seoDescription),
      ]);
    }
    for (const r of fixtures.realizations) {
      insert.realization.run(r.id, r.position);
      insertTranslations(insert.realizationT, r.id, r.translations, (x) => [
        orNull(x.title),
        orNull(x.slug),
        orNull(x.lead),
      ]);
      r.images.forEach((image, position) => {
        insert.realizationImage.run(image.id, r.id, position, image.url, image.width, image.height);
        insertTranslations(insert.realizationImageT, image.id, image.translations, (x) => [orNull(x.alt)]);
      });
    }
    for (const c of fixtures.mechanismCategories) {
      insert.mechanismCategory.run(c.id, c.position);
      insertTranslations(insert.mechanismCategoryT, c.id, c.translations, (x) => [orNull(x.name), orNull(x.slug)]);
    }
    for (const m of fixtures.mechanisms) {
      insert.mechanism.run(
        m.id,
        m.categoryId,
        m.position,
        m.image?.url ?? null,
        m.image?.width ?? null,
        m.image?.height ?? null,
      );
      insertTranslations(insert.mechanismT, m.id, m.translations, (x) => [
        orNull(x.name),
        orNull(x.slug),
        orNull(x.description),
        orNull(x.imageAlt),
      ]);
    }
    for (const r of fixtures.legacyRedirects) {
      insert.legacyRedirect.run(r.from, 'to' in r ? r.to : null, 'productId' in r ? r.productId : null);
    }

    const searchDocuments = rebuildSearchIndex(db);
    return {
      products: fixtures.products.length,
      pages: fixtures.pages.length,
      sitemapNodes: fixtures.sitemapNodes.length,
      searchDocuments,
    };
  });
  return load();
}
