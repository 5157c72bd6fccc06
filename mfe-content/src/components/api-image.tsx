// An image from the API: width and height always set (no layout shift). Above the fold (the slider's first slide, a
// leading banner): eager with high fetch priority. Otherwise lazy (docs/behaviour.md#lazy-images): native
// loading="lazy" with src in the server HTML, and revealed after it has been 15 % visible for 200 ms
// (useLazyReveal of the contracts package, shared with the catalogue's images; its data-lazy state is styled by the
// shell, shell/src/client/styles/global.css).
import { useRef } from 'react';
import { Picture, useLazyReveal, type Image } from '@ergoforma/shared-contracts';

interface ApiImageProps {
  image: Image;
  className?: string;
  /** The `sizes` of the responsive sources. */
  sizes?: string;
  /** Above the fold (first block): load at once and with high priority. */
  priority?: boolean;
}

export function ApiImage({ image, className, sizes = '100vw', priority = false }: ApiImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const reveal = useLazyReveal(ref, !priority);
  const img = (
    <img
      ref={ref}
      className={className}
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-lazy={priority ? undefined : reveal}
    />
  );
  return (
    <Picture sources={image.sources} sizes={sizes}>
      {img}
    </Picture>
  );
}
