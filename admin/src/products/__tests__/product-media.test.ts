// A product's photos and files from the media library, through the data provider as the edit page uses it: what
// the product page opens is what it saves, and a photo added in the form reaches the API with the library item's
// addresses and texts.
import { dataProvider } from '../../data/data-provider';
import type { MediaItem } from '../../media/media-types';
import { fakeAdminApi } from '../../testing/fake-api';
import type { ApiFile, ApiImage, ApiProduct, FormProduct } from '../product-record';

const texts = (pl: Partial<MediaItem['translations']['pl']>, en: Partial<MediaItem['translations']['en']> = {}) => ({
  pl: { name: null, alt: null, ...pl },
  en: { name: null, alt: null, ...en },
  fr: { name: null, alt: null },
});

const item = (id: number, fields: Partial<MediaItem>): MediaItem => ({
  id,
  kind: 'image',
  url: `/media/library/${id}.jpg`,
  thumbnailUrl: `/media/library/${id}-thumb.jpg`,
  originalName: `${id}.jpg`,
  size: 1000,
  width: 1200,
  height: 800,
  focalPoint: { x: 0.5, y: 0.5 },
  fileTypeId: null,
  createdAt: '2026-11-28T00:00:00.000Z',
  translations: texts({ alt: `Zdjęcie ${id}` }),
  usedBy: [],
  ...fields,
});

const front = item(31, { translations: texts({ name: 'Nova z przodu', alt: 'Krzesło Nova' }, { alt: 'Nova chair' }) });
const side = item(32, { translations: texts({ alt: 'Nova z boku' }) });
const back = item(33, { translations: texts({ alt: 'Nova z tyłu' }) });
const sheet = item(40, {
  kind: 'document',
  url: '/media/library/40.pdf',
  thumbnailUrl: null,
  width: null,
  height: null,
  fileTypeId: 2,
  translations: texts({ name: 'Karta produktu' }, { name: 'Data sheet' }),
});

const imageOf = (media: MediaItem, id: number): ApiImage & { mediaId: number } => ({
  id,
  url: media.url,
  width: 1200,
  height: 800,
  thumbnails: [{ url: `/media/library/${media.id}-thumb.jpg`, width: 240, height: 240 }],
  translations: Object.fromEntries(
    (['pl', 'en'] as const).flatMap((locale) => {
      const { name, alt } = media.translations[locale];
      return alt === null ? [] : [[locale, { name: name ?? alt, alt }]];
    }),
  ),
  mediaId: media.id,
});

const imported: ApiImage & { mediaId: null } = {
  id: 5,
  url: '/media/products/nova-1.jpg',
  width: 1200,
  height: 1200,
  thumbnails: [{ url: '/media/products/nova-1-thumb.jpg', width: 240, height: 240 }],
  translations: { pl: { name: 'Nova', alt: 'Nova z katalogu' } },
  mediaId: null,
};

const file: ApiFile & { mediaId: number } = {
  id: 9,
  url: sheet.url,
  fileType: 2,
  translations: { pl: { name: 'Karta produktu' }, en: { name: 'Data sheet' } },
  mediaId: 40,
};

const nova: ApiProduct = {
  id: 1,
  version: 7,
  name: 'Nova',
  slug: 'nova',
  category: 1,
  categories: [],
  tags: [],
  published: '2025-03-10T09:00:00.000Z',
  configuratorUrl: null,
  showSimilarProducts: true,
  similarProducts: [],
  relatedProduct: null,
  relationPosition: null,
  patternCollections: [],
  translations: {
    pl: { shortDescription: '<p>Krzesło</p>', seoTitle: null, seoDescription: null, relationLabel: null },
  },
  blocks: [],
  images: [imported, imageOf(front, 11), imageOf(side, 12)],
  files: [file],
};

const withoutMediaId = <T extends { mediaId?: number | null }>({ mediaId: _mediaId, ...part }: T) => part;

function fakeApi() {
  return fakeAdminApi({
    'GET /products/1': () => ({ body: nova }),
    'PUT /products/1': ({ body }) => ({ body: { ...nova, ...(body as object), version: 8 } }),
    ...Object.fromEntries(
      [front, side, back, sheet].map((media) => [`GET /media/${media.id}`, () => ({ body: media })]),
    ),
  });
}

const savedBody = (calls: ReturnType<typeof fakeApi>['calls']) =>
  calls.find((call) => call.method === 'PUT')?.body as ApiProduct;

test('a product with library photos and files opens and saves back the same images and files', async () => {
  const { calls } = fakeApi();
  const { data } = await dataProvider.getOne<FormProduct & { id: number }>('products', { id: 1 });
  expect(data.photos).toEqual([31, 32]);
  expect(data.documents).toEqual([40]);

  await dataProvider.update('products', { id: 1, data, previousData: data });
  const saved = savedBody(calls);
  expect(saved.images).toEqual(nova.images.map(withoutMediaId));
  expect(saved.files).toEqual(nova.files.map(withoutMediaId));
});

test('photos added, reordered and removed in the form are saved in that order with the library texts', async () => {
  const { calls } = fakeApi();
  const { data } = await dataProvider.getOne<FormProduct & { id: number }>('products', { id: 1 });

  await dataProvider.update('products', {
    id: 1,
    data: { ...data, photos: [33, 31], otherImages: [], documents: [] },
    previousData: data,
  });
  const saved = savedBody(calls);
  expect(saved.images).toEqual([
    {
      url: '/media/library/33.jpg',
      width: 1200,
      height: 800,
      thumbnails: [{ url: '/media/library/33-thumb.jpg', width: 240, height: 240 }],
      translations: { pl: { name: 'Nova z tyłu', alt: 'Nova z tyłu' } },
    },
    withoutMediaId(imageOf(front, 11)),
  ]);
  expect(saved.files).toEqual([]);
});
