// Naming convention of the raster media files, shared by the generator (which writes them) and the
// repository (which announces them as <picture> sources). A raster image is listed by its full-size JPEG,
// '/media/products/nova-1.jpg' (width W); next to it lie '/media/products/nova-1.webp' (full size) and
// '-{w}.jpg' / '-{w}.webp' copies for every responsive width below W.
import type { ImageSource } from '@ergoforma/shared-contracts';

/** Widths of the smaller copies (px), ascending. */
export const RESPONSIVE_WIDTHS: readonly number[] = [480, 800, 1200, 1600];

const RASTER_URL = /^(.+)\.jpg$/;

/** The smaller widths generated for an image `width` px wide. */
export function variantWidths(width: number): number[] {
  return RESPONSIVE_WIDTHS.filter((w) => w < width);
}

/** File (or URL) of the copy `width` px wide in `extension`; `null` width = full size. */
export function variantPath(fullSizeJpeg: string, extension: 'jpg' | 'webp', width: number | null): string {
  const base = fullSizeJpeg.replace(RASTER_URL, '$1');
  return width === null ? `${base}.${extension}` : `${base}-${width}.${extension}`;
}

function srcset(url: string, extension: 'jpg' | 'webp', width: number): string {
  return [
    ...variantWidths(width).map((w) => `${variantPath(url, extension, w)} ${w}w`),
    `${variantPath(url, extension, null)} ${width}w`,
  ].join(', ');
}

/** WebP first, then JPEG, for a full-size JPEG URL; no sources for other files (SVG scales by itself). */
export function responsiveSources(url: string, width: number): ImageSource[] {
  if (!RASTER_URL.test(url)) return [];
  return [
    { type: 'image/webp', srcset: srcset(url, 'webp', width) },
    { type: 'image/jpeg', srcset: srcset(url, 'jpg', width) },
  ];
}
