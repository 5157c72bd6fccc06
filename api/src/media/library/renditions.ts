// The files an uploaded photo becomes, the same sizes and formats as the site's product photos: the full size at
// most 1200 px wide with its smaller responsive copies (raster.ts, responsive.ts), and a 240 x 240 thumbnail cut
// around the focal point. Files are named by the content hash, so an upload never overwrites another's.
import sharp from 'sharp';
import { encodeRaster } from '../raster';

/** Widest full-size copy, as the site's product photos. */
export const FULL_WIDTH = 1200;
/** Side of the square thumbnail, as the site's product thumbnails. */
export const THUMBNAIL_SIZE = 240;
/** Folder of the library inside the media folder (served under /media/library/). */
export const LIBRARY_FOLDER = 'library';

export interface FocalPoint {
  /** 0 = left edge, 1 = right edge. */
  x: number;
  /** 0 = top edge, 1 = bottom edge. */
  y: number;
}

/** Relative files of an item whose content hash is `hash`: the full-size JPEG (its public name) and the thumbnail. */
export function libraryFiles(hash: string, extension: 'jpg' | 'pdf'): { file: string; thumbnail: string } {
  const base = `${LIBRARY_FOLDER}/${hash.slice(0, 32)}`;
  return { file: `${base}.${extension}`, thumbnail: `${base}-thumb.jpg` };
}

/** The largest square of a `width` x `height` image centred as near the focal point as the edges allow. */
export function focalSquare(width: number, height: number, focal: FocalPoint) {
  const side = Math.min(width, height);
  const clamp = (centre: number, length: number) => Math.round(Math.min(Math.max(centre - side / 2, 0), length - side));
  return { left: clamp(focal.x * width, width), top: clamp(focal.y * height, height), width: side, height: side };
}

export interface Rendition {
  file: string;
  bytes: Buffer;
}

/** The photo upright (EXIF orientation applied), as raw pixels, decoded once for every copy. */
async function upright(bytes: Buffer): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
  return sharp(bytes, { failOn: 'error' }).rotate().raw().toBuffer({ resolveWithObject: true });
}

const fromRaw = ({ data, info }: { data: Buffer; info: sharp.OutputInfo }) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });

/** The thumbnail's files for the focal point. */
async function thumbnailFiles(pixels: { data: Buffer; info: sharp.OutputInfo }, file: string, focal: FocalPoint) {
  const square = focalSquare(pixels.info.width, pixels.info.height, focal);
  return encodeRaster(fromRaw(pixels).extract(square).resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE), file);
}

/** Every file of a photo; `width`/`height` are the full-size copy's. */
export async function renderPhoto(
  bytes: Buffer,
  hash: string,
  focal: FocalPoint,
): Promise<{ files: Rendition[]; width: number; height: number }> {
  const pixels = await upright(bytes);
  const names = libraryFiles(hash, 'jpg');
  const full = fromRaw(pixels).resize({ width: FULL_WIDTH, withoutEnlargement: true });
  const [large, thumbnail] = await Promise.all([
    encodeRaster(full, names.file),
    thumbnailFiles(pixels, names.thumbnail, focal),
  ]);
  const { width, height } = await sharp(large[0]?.bytes).metadata();
  return { files: [...large, ...thumbnail], width, height };
}

/** The thumbnail again, for a new focal point; `source` is the full-size JPEG. */
export async function renderThumbnail(source: Buffer, hash: string, focal: FocalPoint): Promise<Rendition[]> {
  return thumbnailFiles(await upright(source), libraryFiles(hash, 'jpg').thumbnail, focal);
}
