// An API image with its responsive sources; width and height always set so nothing shifts while it loads. A lazy one
// (docs/behaviour.md#lazy-images) keeps its src in the server HTML and, once the page runs, a picture below the fold
// is revealed after 15 % of it has been visible for 200 ms (useLazyReveal, shared with the content remote's images;
// its data-lazy state is styled by the shell, shell/src/client/styles/global.css).
import { useRef } from 'react';
import { Picture, useLazyReveal, type ImageSource } from '@ergoforma/shared-contracts';

export interface ImageLike {
  url: string;
  width: number;
  height: number;
  sources?: ImageSource[];
}

interface ResponsiveImageProps {
  image: ImageLike;
  alt: string;
  /** The sizes attribute for the sources' srcset (see the breakpoints of contracts). */
  sizes?: string;
  /** The first, largest image of a page loads eagerly; everything else lazily. */
  priority?: boolean;
  className?: string;
}

export function ResponsiveImage({ image, alt, sizes, priority = false, className }: ResponsiveImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const reveal = useLazyReveal(ref, !priority);
  const img = (
    <img
      ref={ref}
      className={className}
      data-lazy={priority ? undefined : reveal}
      src={image.url}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
    />
  );
  return (
    <Picture sources={image.sources} sizes={sizes}>
      {img}
    </Picture>
  );
}

/**
 * A gallery thumbnail: the same WebP/JPEG sources as the full image (the browser picks the smallest width that is
 * sharp at the thumbnail's `sizes`), the API's thumbnail file as the fallback <img>, width and height set.
 */
export function ThumbnailImage({
  image,
  sizes,
}: {
  image: ImageLike & { thumbnails: Array<{ url: string; width: number; height: number }> };
  sizes: string;
}) {
  const thumbnail = image.thumbnails[0] ?? image;
  const img = (
    <img src={thumbnail.url} alt="" width={thumbnail.width} height={thumbnail.height} loading="lazy" decoding="async" />
  );
  return (
    <Picture sources={image.sources} sizes={sizes}>
      {img}
    </Picture>
  );
}
