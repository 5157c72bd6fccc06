// A large catalogue for benchmarks: the sample content plus synthetic products cloned from the sample ones
// (new ids, slugs, names and dates; same texts, images and tabs), so list, detail and search queries run
// against realistic rows at scale.
import type { ContentFixtures, ProductFixture } from './fixture-types';

/** Ids of synthetic records start here, far above any sample id. */
const ID_BASE = 1_000_000;
const FIRST_DATE = Date.UTC(2015, 0, 1);
const LAST_DATE = Date.UTC(2026, 9, 1);

function cloneProduct(template: ProductFixture, serial: number, count: number): ProductFixture {
  const offset = ID_BASE + serial * 100;
  return {
    ...template,
    id: ID_BASE + serial,
    slug: `${template.slug}-${serial}`,
    name: `${template.name} ${serial}`,
    published: new Date(FIRST_DATE + Math.floor(((LAST_DATE - FIRST_DATE) * serial) / count)).toISOString(),
    // Relations point at the sample products, which exist in every scale catalogue.
    relatedProductId: null,
    relationPosition: null,
    translations: {
      pl: { ...template.translations.pl, relationLabel: null },
      en: { ...template.translations.en, relationLabel: null },
      fr: { ...template.translations.fr, relationLabel: null },
    },
    images: template.images.map((image, index) => ({ ...image, id: offset + index })),
    blocks: template.blocks.map((block, index) => ({ ...block, id: offset + 20 + index })),
    files: template.files.map((file, index) => ({ ...file, id: offset + 40 + index })),
  };
}

/** The sample fixtures with `total` products in all (the sample ones first). */
export function scaleCatalogue(sample: ContentFixtures, total: number): ContentFixtures {
  const templates = sample.products;
  if (templates.length === 0) throw new Error('The sample catalogue has no products to clone');
  const extra = Math.max(0, total - templates.length);
  const clones = Array.from({ length: extra }, (_, serial) =>
    cloneProduct(templates[serial % templates.length], serial + 1, extra),
  );
  return { ...sample, products: [...templates, ...clones] };
}
