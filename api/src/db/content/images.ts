// Images as the answers carry them, from the columns either engine stores.
import type { Image, ProductImage, Thumbnail } from '@ergoforma/shared-contracts';
import { responsiveSources } from '../../media/responsive';

/** An image stored as url/size columns of its record (posts, mechanisms). */
export interface MediaImageColumns {
  image_url: string | null;
  image_width: number | null;
  image_height: number | null;
  image_alt: string | null;
}

/** The record's image with its responsive sources, or null when it has none. */
export function imageOf(row: MediaImageColumns): Image | null {
  if (row.image_url === null || row.image_width === null || row.image_height === null) return null;
  return {
    url: row.image_url,
    alt: row.image_alt ?? '',
    width: row.image_width,
    height: row.image_height,
    sources: responsiveSources(row.image_url, row.image_width),
  };
}

/** An image row of a gallery (products, realizations). */
export interface GalleryImageRow {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export function galleryImage(row: GalleryImageRow): Image {
  return {
    url: row.url,
    alt: row.alt,
    width: row.width,
    height: row.height,
    sources: responsiveSources(row.url, row.width),
  };
}

export interface ProductImageRow extends GalleryImageRow {
  id: number;
  product_id: number;
  name: string;
}

export interface ThumbnailRow extends Thumbnail {
  image_id: number;
}

/** Each product's images in order, with their thumbnails. */
export function productImages(
  rows: readonly ProductImageRow[],
  thumbnails: readonly ThumbnailRow[],
): Map<number, ProductImage[]> {
  const result = new Map<number, ProductImage[]>();
  for (const row of rows) {
    const image: ProductImage = {
      name: row.name,
      image: {
        ...galleryImage(row),
        thumbnails: thumbnails
          .filter((thumb) => thumb.image_id === row.id)
          .map(({ url, width, height }) => ({ url, width, height })),
      },
    };
    result.set(row.product_id, [...(result.get(row.product_id) ?? []), image]);
  }
  return result;
}
