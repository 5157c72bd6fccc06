// A media library photo used by a news post (its picture), a realization (a gallery photo) or a mechanism (its
// picture) is listed with them under "used by" and cannot be deleted until none uses it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let mediaDir: string;
let editor: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-media-usage-'));
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
  width: number;
  height: number;
  usedBy: Array<{ type: string; id: number; name: string }>;
}

const BOUNDARY = '----media-usage-boundary';

async function uploadPhoto(): Promise<Item> {
  const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  const description = JSON.stringify({ translations: { pl: { alt: 'Sala konferencyjna' } } });
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${description}\r\n`),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="sala.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const response = await h.request({
    method: 'POST',
    url: '/api/admin/media',
    cookie: editor,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Item>();
}

const service = () => h.t.app.contentService;
type Editorial = { id: number; image: object | null; images?: Array<Record<string, unknown>> };

describe('a library photo used by editorial content', () => {
  it('is used by the post, realization and mechanism that show it, and is deleted only once none does', async () => {
    const photo = await uploadPhoto();
    const picture = { url: photo.url, width: photo.width, height: photo.height };
    const post = (await service().find('post', 1)) as Editorial;
    const mechanism = (await service().find('mechanism', 1)) as Editorial;
    const realization = (await service().find('realization', 1)) as unknown as Editorial & { images: object[] };
    const alt = { pl: { alt: 'Sala' }, en: {}, fr: {} };
    try {
      await service().update('post', 1, { ...post, image: picture }, 'test@ergoforma.example');
      await service().update('mechanism', 1, { ...mechanism, image: picture }, 'test@ergoforma.example');
      const gallery = [...realization.images, { id: 9901, ...picture, translations: alt }];
      await service().update('realization', 1, { ...realization, images: gallery }, 'test@ergoforma.example');

      const read = await h.request({ method: 'GET', url: `/api/admin/media/${photo.id}`, cookie: editor });
      expect(read.json<Item>().usedBy).toEqual([
        { type: 'post', id: 1, name: 'Ergoforma na targach w Kolonii' },
        { type: 'realization', id: 1, name: 'Centrala banku w Krakowie' },
        { type: 'mechanism', id: 1, name: 'Synchron 5' },
      ]);
      const listed = await h.request({ method: 'GET', url: '/api/admin/media?q=sala', cookie: editor });
      expect(listed.json<Item[]>()[0]?.usedBy).toHaveLength(3);

      const refused = await h.request({ method: 'DELETE', url: `/api/admin/media/${photo.id}`, cookie: editor });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toContain('post "Ergoforma na targach w Kolonii"');
    } finally {
      await service().update('post', 1, post, 'test@ergoforma.example');
      await service().update('mechanism', 1, mechanism, 'test@ergoforma.example');
      await service().update('realization', 1, realization, 'test@ergoforma.example');
    }
    const deleted = await h.request({ method: 'DELETE', url: `/api/admin/media/${photo.id}`, cookie: editor });
    expect(deleted.statusCode).toBe(204);
  });
});
