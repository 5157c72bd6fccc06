// The media library: photos become the site's responsive JPEG/WebP set and a thumbnail cut around the focal point,
// PDF files keep their bytes; a file is judged by its content (a renamed program is refused, by name); Polish alt
// text or name is required; the list searches and filters; an item a product uses cannot be deleted.
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import sharp from 'sharp';
import { createStaffHarness, type StaffHarness } from './staff-harness';

let h: StaffHarness;
let mediaDir: string;
let editor: string;
let sales: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'ergoforma-media-library-'));
  h = await createStaffHarness({ staff: { mediaDir } });
  editor = await h.signIn(await h.member('editor@ergoforma.example', 'editor'));
  sales = await h.signIn(await h.member('sales@ergoforma.example', 'sales'));
});
afterAll(async () => {
  await h.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const BOUNDARY = '----media-test-boundary';

function multipart(
  fileName: string,
  bytes: Buffer,
  description: unknown,
): { payload: Buffer; headers: Record<string, string> } {
  const payload = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="description"\r\n\r\n${JSON.stringify(description)}\r\n`,
    ),
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

const upload = (fileName: string, bytes: Buffer, description: unknown, cookie = editor) =>
  h.request({ method: 'POST', url: '/api/admin/media', cookie, ...multipart(fileName, bytes, description) });

/** A photo whose left half is red and right half blue, `width` x `height`. */
async function twoColourPhoto(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const half = Math.round(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

interface Item {
  id: number;
  kind: string;
  url: string;
  thumbnailUrl: string | null;
  width: number | null;
  height: number | null;
  usedBy: Array<{ type: string; id: number; name: string }>;
}

const fileOf = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

/** Runs one statement on the app's own database, on either engine. */
async function onDatabase(sqliteSql: string, postgresSql: string, values: unknown[]): Promise<void> {
  if (h.t.databaseUrl === undefined) {
    const db = new BetterSqlite3(path.join(h.t.dir, 'site.db'));
    db.prepare(sqliteSql).run(...values);
    db.close();
    return;
  }
  const client = new Client({ connectionString: h.t.databaseUrl });
  await client.connect();
  await client.query(postgresSql, values);
  await client.end();
}

describe('a photo upload', () => {
  let photo: Item;

  it('makes the full size (at most 1200 px), its smaller copies and a 240 px thumbnail, in JPEG and WebP', async () => {
    const response = await upload('krzesło.jpg', await twoColourPhoto(2000, 1000, 'jpeg'), {
      translations: { pl: { alt: 'Krzesło Nova' }, en: { alt: 'Nova chair' } },
      focalPoint: { x: 0.95, y: 0.5 },
    });
    expect(response.statusCode).toBe(201);
    photo = response.json<Item>();
    expect(photo).toMatchObject({ kind: 'image', width: 1200, height: 600, usedBy: [] });
    expect(photo.url).toMatch(/^\/media\/library\/[0-9a-f]{32}\.jpg$/);
    const base = fileOf(photo.url).replace(/\.jpg$/, '');
    for (const suffix of ['.jpg', '.webp', '-480.jpg', '-480.webp', '-800.jpg', '-800.webp', '-thumb.webp'])
      await expect(stat(base + suffix)).resolves.toBeTruthy();
    const thumbnail = sharp(await readFile(`${base}-thumb.jpg`));
    expect(await thumbnail.metadata()).toMatchObject({ width: 240, height: 240, format: 'jpeg' });
    // The focal point sits in the blue half: the square is cut from there.
    const { dominant } = await thumbnail.stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(60);
  });

  it('cuts the thumbnail again when the focal point moves', async () => {
    const response = await h.request({
      method: 'PUT',
      url: `/api/admin/media/${photo.id}`,
      cookie: editor,
      payload: { translations: { pl: { alt: 'Krzesło Nova z boku' } }, focalPoint: { x: 0, y: 0.5 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ focalPoint: { x: 0, y: 0.5 }, translations: { en: { alt: null } } });
    const { dominant } = await sharp(await readFile(fileOf(photo.thumbnailUrl ?? ''))).stats();
    expect(dominant.r).toBeGreaterThan(200);
  });

  it('takes PNG and WebP too, and refuses the same bytes twice', async () => {
    const png = await twoColourPhoto(300, 200, 'png');
    expect((await upload('a.png', png, { translations: { pl: { alt: 'PNG' } } })).statusCode).toBe(201);
    const webp = await upload('b.webp', await twoColourPhoto(500, 500, 'webp'), { translations: { pl: { alt: 'W' } } });
    expect(webp.statusCode).toBe(201);
    expect(webp.json()).toMatchObject({ width: 500, height: 500 });
    const again = await upload('a-copy.png', png, { translations: { pl: { alt: 'PNG' } } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a renamed program, naming the file', async () => {
    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(2048, 1)]);
    const response = await upload('zdjecie.jpg', program, { translations: { pl: { alt: 'x' } } });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBe(
      'zdjecie.jpg is not a JPEG, PNG, WebP or PDF file (judged by its content)',
    );
  });

  it('needs the Polish alt text', async () => {
    const response = await upload('c.jpg', await twoColourPhoto(100, 100, 'jpeg'), {
      translations: { en: { alt: 'Only English' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('alt text in Polish');
  });

  it('is for the catalogue roles only', async () => {
    const response = await upload('d.jpg', await twoColourPhoto(100, 100, 'jpeg'), {}, sales);
    expect(response.statusCode).toBe(403);
  });
});

describe('a PDF upload', () => {
  it('keeps the file with its type and names; the name in Polish and the type are required', async () => {
    const described = { translations: { pl: { name: 'Karta produktu' }, en: { name: 'Data sheet' } }, fileTypeId: 1 };
    expect((await upload('karta.pdf', pdf, { ...described, fileTypeId: undefined })).statusCode).toBe(400);
    expect((await upload('karta.pdf', pdf, { ...described, fileTypeId: 999 })).statusCode).toBe(400);
    expect(
      (await upload('karta.pdf', pdf, { translations: { en: { name: 'Sheet' } }, fileTypeId: 1 })).statusCode,
    ).toBe(400);
    const types = await h.request({ method: 'GET', url: '/api/admin/media/file-types', cookie: editor });
    expect(types.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 1, name: expect.any(String) })]),
    );
    const response = await upload('karta.pdf', pdf, described);
    expect(response.statusCode).toBe(201);
    const item = response.json<Item>();
    expect(item).toMatchObject({ kind: 'document', thumbnailUrl: null, fileTypeId: 1 });
    expect(await readFile(fileOf(item.url))).toEqual(pdf);
  });
});

describe('the library', () => {
  it('lists newest first with paging, search by name and a type filter', async () => {
    const all = await h.request({ method: 'GET', url: '/api/admin/media?perPage=2', cookie: editor });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('4');
    expect(all.json<Item[]>()).toHaveLength(2);
    const documents = await h.request({ method: 'GET', url: '/api/admin/media?kind=document', cookie: editor });
    expect(documents.json<Item[]>().map((item) => item.kind)).toEqual(['document']);
    const search = await h.request({ method: 'GET', url: '/api/admin/media?q=nova%20z%20boku', cookie: editor });
    expect(search.json<Array<{ originalName: string }>>().map((item) => item.originalName)).toEqual(['krzesło.jpg']);
    expect((await h.request({ method: 'GET', url: '/api/admin/media?kind=video', cookie: editor })).statusCode).toBe(
      400,
    );
  });

  it('tells where an item is used and refuses to delete it then; deletes it, with its files, once unused', async () => {
    const [item] = (await h.request({ method: 'GET', url: '/api/admin/media?q=nova%20z%20boku', cookie: editor })).json<
      Item[]
    >();
    if (!item) throw new Error('no photo');
    await onDatabase(
      'UPDATE product_images SET url = ? WHERE id = (SELECT MIN(id) FROM product_images)',
      'UPDATE product_images SET url = $1 WHERE id = (SELECT MIN(id) FROM product_images)',
      [item.url],
    );
    const used = await h.request({ method: 'GET', url: `/api/admin/media/${item.id}`, cookie: editor });
    const usedBy = used.json<Item>().usedBy;
    expect(usedBy).toEqual([expect.objectContaining({ type: 'product' })]);

    const refused = await h.request({ method: 'DELETE', url: `/api/admin/media/${item.id}`, cookie: editor });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ usedBy });
    expect(refused.json<{ message: string }>().message).toContain(`product "${usedBy[0]?.name ?? ''}"`);

    await onDatabase(
      "UPDATE product_images SET url = '/media/products/nova-1.jpg' WHERE url = ?",
      "UPDATE product_images SET url = '/media/products/nova-1.jpg' WHERE url = $1",
      [item.url],
    );
    const deleted = await h.request({ method: 'DELETE', url: `/api/admin/media/${item.id}`, cookie: editor });
    expect(deleted.statusCode).toBe(204);
    await expect(stat(fileOf(item.url))).rejects.toThrow();
    await expect(stat(fileOf(item.thumbnailUrl ?? ''))).rejects.toThrow();
    expect((await h.request({ method: 'GET', url: `/api/admin/media/${item.id}`, cookie: editor })).statusCode).toBe(
      404,
    );
  });
});
