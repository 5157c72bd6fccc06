// A product's photos and files from the media library, as the back office's form saves them (the item's address as
// the photo, its 240 px cut as the thumbnail, its texts): the public product shows them in their order, the
// library says the product uses them, and the product read back names each one's item.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let mediaDir: string;
let editor: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-product-media-'));
  h = await createStaffHarness({ staff: { mediaDir } });
  editor = await h.signIn(await h.member('editor@ergoforma.example', 'editor'));
});
afterAll(async () => {
  await h.close();
  await rm(mediaDir, { recursive: true, force: true });
});

interface Item {
  id: number;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  usedBy: Array<{ type: string; id: number; name: string }>;
}

async function uploadPhoto(colour: string, alt: string): Promise<Item> {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const boundary = '----product-media-boundary';
  const description = JSON.stringify({ translations: { pl: { alt }, en: { alt: `${alt} (en)` } } });
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${alt}.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await h.request({
    method: 'POST',
    url: '/api/admin/media',
    cookie: editor,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Item>();
}

const photoOf = (item: Item, alt: string) => ({
  url: item.url,
  width: item.width,
  height: item.height,
  thumbnails: [{ url: item.thumbnailUrl, width: 240, height: 240 }],
  translations: { pl: { name: alt, alt }, en: { name: `${alt} (en)`, alt: `${alt} (en)` } },
});

test('a product saved with two library photos shows them on the site and in where the items are used', async () => {
  const front = await uploadPhoto('#cc2200', 'Lumo z przodu');
  const side = await uploadPhoto('#0022cc', 'Lumo z boku');

  const created = await h.request({
    method: 'POST',
    url: '/api/admin/products',
    cookie: editor,
    payload: {
      slug: 'lumo',
      name: 'Lumo',
      category: 1,
      categories: [],
      tags: [],
      published: '2020-01-01T00:00:00.000Z',
      configuratorUrl: null,
      showSimilarProducts: false,
      similarProducts: [],
      relatedProduct: null,
      relationPosition: null,
      patternCollections: [],
      translations: {
        pl: { shortDescription: '<p>Lumo</p>', seoTitle: null, seoDescription: null, relationLabel: null },
      },
      images: [photoOf(side, 'Lumo z boku'), photoOf(front, 'Lumo z przodu')],
      blocks: [],
      files: [],
    },
  });
  expect(created.statusCode).toBe(201);
  const product = created.json<{ id: number; images: Array<{ url: string; mediaId: number | null }> }>();
  expect(product.images.map(({ mediaId }) => mediaId)).toEqual([side.id, front.id]);

  const page = await h.t.get('/api/products/lumo', { 'accept-locale': 'en' });
  expect(page.status).toBe(200);
  const shown = (page.body as { images: Array<{ name: string; image: { url: string } }> }).images;
  expect(shown.map(({ image }) => image.url)).toEqual([side.url, front.url]);
  expect(shown.map(({ name }) => name)).toEqual(['Lumo z boku (en)', 'Lumo z przodu (en)']);

  for (const item of [front, side]) {
    const used = (await h.request({ method: 'GET', url: `/api/admin/media/${item.id}`, cookie: editor })).json<Item>();
    expect(used.usedBy).toEqual([{ type: 'product', id: product.id, name: 'Lumo' }]);
  }

  // What the product's answer carries can be sent back as it is.
  const { version, ...fields } = (
    await h.request({ method: 'GET', url: `/api/admin/products/${product.id}`, cookie: editor })
  ).json<Record<string, unknown> & { version: number }>();
  const saved = await h.request({
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    cookie: editor,
    payload: { ...fields, version },
  });
  expect(saved.statusCode).toBe(200);
});
