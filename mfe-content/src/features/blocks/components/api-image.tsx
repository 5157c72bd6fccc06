// An image from the API: width and height always set (no layout shift), lazy unless it is above the fold.
import type { Image } from '@ergoforma/shared-contracts';

interface ApiImageProps {
  image: Image;
  className?: string;
  /** The `sizes` of the responsive sources. */
  sizes?: string;
  /** Above the fold (first block): load at once and with high priority. */
  priority?: boolean;
}

export function ApiImage({ image, className, sizes = '100vw', priority = false }: ApiImageProps) {
  const img = (
    <img
      className={className}
      src={image.url}
      alt={image.alt ?? ''}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!image.sources?.length) return img;
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type + source.srcset} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
