// An image -> the responsive JPEG/WebP set of responsive.ts, with sharp: SVG illustrations of the manifest and the
// media library's uploaded photos. The image is decoded once at full size and every smaller copy is downscaled
// from those pixels (Lanczos), which is sharper than letting librsvg draw thin strokes at low resolution.
import sharp from 'sharp';
import { variantPath, variantWidths } from './responsive';

/** Quality settings: progressive mozjpeg and WebP at sizes that look clean on a product page. */
const JPEG_OPTIONS: sharp.JpegOptions = { quality: 82, progressive: true, mozjpeg: true };
// smartSubsample would triple the encoding time for no visible gain on these flat illustrations.
const WEBP_OPTIONS: sharp.WebpOptions = { quality: 80, effort: 4 };

/** Relative file names a '.jpg' entry `width` px wide produces: full size first, then the smaller copies. */
export function rasterOutputs(file: string, width: number): string[] {
  return [null, ...variantWidths(width)].flatMap((w) => [variantPath(file, 'jpg', w), variantPath(file, 'webp', w)]);
}

/** Encodes the SVG (drawn at its entry's width) into every file of `rasterOutputs(file, width)`, in the same order. */
export async function renderRaster(svg: string, file: string): Promise<Array<{ file: string; bytes: Buffer }>> {
  return encodeRaster(sharp(Buffer.from(svg)), file);
}

/** Encodes an image, at its own width as the full size, into every file of `rasterOutputs(file, itsWidth)`. */
export async function encodeRaster(source: sharp.Sharp, file: string): Promise<Array<{ file: string; bytes: Buffer }>> {
  // Flattened onto white: JPEG has no alpha, and WebP then matches it pixel for pixel.
  const { data, info } = await source.flatten({ background: '#ffffff' }).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encodings = [null, ...variantWidths(info.width)].flatMap((w) => {
    const image = () => (w === null ? pixels() : pixels().resize({ width: w, kernel: 'lanczos3' }));
    return [
      image()
        .jpeg(JPEG_OPTIONS)
        .toBuffer()
        .then((bytes) => ({ file: variantPath(file, 'jpg', w), bytes })),
      image()
        .webp(WEBP_OPTIONS)
        .toBuffer()
        .then((bytes) => ({ file: variantPath(file, 'webp', w), bytes })),
    ];
  });
  return Promise.all(encodings);
}
