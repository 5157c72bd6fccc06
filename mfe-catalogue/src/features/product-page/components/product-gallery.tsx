// SPEC §2/§9 Product gallery: main image with thumbnails below; left/right arrow keys move it when focused.
// The swipeable slider with fade and responsive thumbnail counts comes in a later issue.
import { useRef, useState, type KeyboardEvent } from 'react';
import { breakpoints, type ProductImage } from '@ergoforma/shared-contracts';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import styles from './product-gallery.module.css';

const MAIN_IMAGE_SIZES = `(min-width: ${breakpoints.md}px) 720px, 100vw`;

interface ProductGalleryProps {
  images: ProductImage[];
  productName: string;
}

export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const { t } = useCatalogueTranslation();
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const thumbnailRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const count = images.length;
  const current = images[index] ?? images[0];

  if (!current) {
    return (
      <div className={styles.gallery}>
        <div className={`${styles.stage} ${styles.empty}`}>{t('noImage')}</div>
      </div>
    );
  }

  const show = (next: number, focusThumbnail = false) => {
    const wrapped = (next + count) % count;
    setIndex(wrapped);
    setMoved(true);
    if (focusThumbnail) thumbnailRefs.current[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    const onThumbnail = thumbnailRefs.current.includes(event.target as HTMLButtonElement);
    show(index + (event.key === 'ArrowRight' ? 1 : -1), onThumbnail);
  };

  const label = (i: number) => {
    const name = images[i]?.name;
    return name ? t('imageOfNamed', { index: i + 1, count, name }) : t('imageOf', { index: i + 1, count });
  };

  return (
    <section className={styles.gallery} aria-label={t('gallery')} onKeyDown={onKeyDown}>
      <div className={styles.stage} role="group" aria-label={label(index)} tabIndex={count > 1 ? 0 : undefined}>
        <figure className={styles.figure}>
          <ResponsiveImage
            key={current.image.url}
            className={styles.mainImage}
            image={current.image}
            alt={current.image.alt || productName}
            sizes={MAIN_IMAGE_SIZES}
            priority={index === 0}
          />
          {current.name ? <figcaption className={styles.caption}>{current.name}</figcaption> : null}
        </figure>
        {count > 1 ? (
          <>
            <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={() => show(index - 1)} aria-label={t('previousImage')}>
              <Chevron direction="left" />
            </button>
            <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={() => show(index + 1)} aria-label={t('nextImage')}>
              <Chevron direction="right" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails} aria-label={t('galleryThumbnails')}>
          {images.map((item, i) => {
            const thumbnail = item.image.thumbnails[0] ?? item.image;
            return (
              <li key={item.image.url + i}>
                <button
                  ref={(element) => {
                    thumbnailRefs.current[i] = element;
                  }}
                  type="button"
                  className={styles.thumbnail}
                  aria-label={label(i)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(i)}
                >
                  <img src={thumbnail.url} alt="" width={thumbnail.width} height={thumbnail.height} loading="lazy" decoding="async" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {/* Announces the new image after the visitor moved the gallery; silent on arrival. */}
      <p className="ef-visually-hidden" role="status">
        {moved ? t('imageOf', { index: index + 1, count }) : ''}
      </p>
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
