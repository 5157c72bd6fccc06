// The media library's work: an uploaded file checked and turned into the site's files (a photo's responsive set
// and thumbnail, a PDF as it is) under the media folder by content hash, then recorded; a new focal point cuts the
// thumbnail again; an item still used by a product or a page is never removed.
import { createHash } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/query/database';
import { HttpError } from '../../http/errors';
import { writeAtomically } from '../generate-media';
import { rasterOutputs } from '../raster';
import { checkDescription } from './media-description';
import { identifyMedia } from './identify-media';
import {
  deleteMedia,
  fileTypeExists,
  findMedia,
  findMediaByHash,
  insertMedia,
  updateMedia,
  type MediaItem,
  type MediaUse,
} from './media-store';
import { libraryFiles, renderPhoto, renderThumbnail, THUMBNAIL_SIZE, type Rendition } from './renditions';

type Db = Kysely<Database>;
const MEDIA_URL_PREFIX = '/media/';

export interface Upload {
  originalName: string;
  bytes: Buffer;
  /** The `description` part, parsed JSON. */
  description: unknown;
  staffId: number;
  now: Date;
}

/** Someone still refers to the item: the 409 names who. */
export class MediaInUse extends HttpError {
  constructor(
    readonly item: MediaItem,
    readonly usedBy: MediaUse[],
  ) {
    super(409, `${item.originalName} is still used by ${usedBy.map((use) => `${use.type} "${use.name}"`).join(', ')}`);
  }
}

async function writeFiles(mediaDir: string, files: Rendition[]): Promise<void> {
  await Promise.all(files.map(({ file, bytes }) => writeAtomically(path.join(mediaDir, file), bytes)));
}

async function checkFileType(db: Db, id: number | null | undefined): Promise<void> {
  if (id != null && !(await fileTypeExists(db, id))) throw new HttpError(400, `There is no file type ${id}`);
}

export async function uploadMedia(db: Db, mediaDir: string, upload: Upload): Promise<MediaItem> {
  const format = await identifyMedia(upload.bytes);
  if (format === null)
    throw new HttpError(415, `${upload.originalName} is not a JPEG, PNG, WebP or PDF file (judged by its content)`);
  const kind = format === 'pdf' ? 'document' : 'image';
  const description = checkDescription(kind, upload.description);
  await checkFileType(db, description.fileTypeId);
  const hash = createHash('sha256').update(upload.bytes).digest('hex');
  const existing = await findMediaByHash(db, hash);
  if (existing !== null)
    throw new HttpError(409, `${upload.originalName} is already in the library (item ${existing})`);
  const focalPoint = description.focalPoint ?? { x: 0.5, y: 0.5 };
  const names = libraryFiles(hash, kind === 'image' ? 'jpg' : 'pdf');
  let size = { width: null as number | null, height: null as number | null };
  if (kind === 'image') {
    const photo = await renderPhoto(upload.bytes, hash, focalPoint);
    await writeFiles(mediaDir, photo.files);
    size = { width: photo.width, height: photo.height };
  } else {
    await writeFiles(mediaDir, [{ file: names.file, bytes: upload.bytes }]);
  }
  const id = await insertMedia(db, {
    kind,
    contentHash: hash,
    url: MEDIA_URL_PREFIX + names.file,
    originalName: upload.originalName,
    size: upload.bytes.length,
    ...size,
    focalPoint,
    fileTypeId: kind === 'document' ? (description.fileTypeId ?? null) : null,
    createdAt: upload.now.toISOString(),
    createdBy: upload.staffId,
    translations: description.translations,
  });
  return (await findMedia(db, id)) as MediaItem;
}

export async function findMediaOrFail(db: Db, id: number): Promise<MediaItem> {
  const item = await findMedia(db, id);
  if (item === null) throw new HttpError(404, `There is no media item ${id}`);
  return item;
}

/** New texts (all languages at once), focal point (a photo's thumbnail is cut again) or file type. */
export async function editMedia(db: Db, mediaDir: string, id: number, body: unknown): Promise<MediaItem> {
  const item = await findMediaOrFail(db, id);
  const description = checkDescription(item.kind, body);
  await checkFileType(db, description.fileTypeId);
  const focal = description.focalPoint;
  if (item.kind === 'image' && focal && (focal.x !== item.focalPoint.x || focal.y !== item.focalPoint.y)) {
    const file = item.url.slice(MEDIA_URL_PREFIX.length);
    const hash = path.basename(file, '.jpg');
    await writeFiles(mediaDir, await renderThumbnail(await readFile(path.join(mediaDir, file)), hash, focal));
  }
  await updateMedia(db, id, {
    focalPoint: item.kind === 'image' ? focal : undefined,
    fileTypeId: item.kind === 'document' ? description.fileTypeId : undefined,
    translations: description.translations,
  });
  return findMediaOrFail(db, id);
}

export async function removeMedia(db: Db, mediaDir: string, id: number): Promise<void> {
  const item = await findMediaOrFail(db, id);
  if (item.usedBy.length > 0) throw new MediaInUse(item, item.usedBy);
  await deleteMedia(db, id);
  const file = item.url.slice(MEDIA_URL_PREFIX.length);
  const files =
    item.kind === 'image' && item.width !== null && item.thumbnailUrl !== null
      ? [
          ...rasterOutputs(file, item.width),
          ...rasterOutputs(item.thumbnailUrl.slice(MEDIA_URL_PREFIX.length), THUMBNAIL_SIZE),
        ]
      : [file];
  await Promise.all(files.map((each) => rm(path.join(mediaDir, each), { force: true })));
}
