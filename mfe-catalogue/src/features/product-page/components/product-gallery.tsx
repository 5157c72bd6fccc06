// Product gallery (docs/behaviour.md#product-gallery): a swipeable main slider (fade) with a thumbnail slider; on
// narrow screens (≤640 px) nav buttons and, instead of the thumbnails, the PDF card. Left/right arrow keys move it
// while it is in the viewport. Swiper is not in the first view: the server and the first client render draw Swiper's
// markup themselves (the first image shows without JavaScript; the fixed-height frames in product-gallery.module.css
// keep the page still), and Swiper is loaded and started on that markup at the visitor's first intent (pointer,
// touch, focus, an arrow key that moves it); a thumbnail, button, arrow key or swipe of the main image used before
// that acts once Swiper runs.
import type { ReactNode } from 'react';
// Swiper's styles stay in the page's CSS (inlined by the server): they lay out the markup before Swiper runs too.
import 'swiper/css';
import 'swiper/css/effect-fade';
import 'swiper/css/thumbs';
import 'swiper/css/a11y';
import { breakpoints, type ProductImage } from '@ergoforma/shared-contracts';
import { ChevronIcon } from '@ergoforma/shared-contracts/ui/chevron-icon';
import { ResponsiveImage, ThumbnailImage } from '../../../components/responsive-image';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import { useProductGallery } from '../hooks/use-product-gallery';
import { MAIN_IMAGE_SIZES } from '../utils/gallery-settings';
import styles from './product-gallery.module.css';

// Thumbnails are 123 px high, 85 px up to 1366 px (docs/behaviour.md#product-gallery), square frames; hidden up to
// 640 px.
const THUMBNAIL_SIZES = `(max-width: ${breakpoints.lg}px) 85px, 123px`;

interface ProductGalleryProps {
  images: ProductImage[];
  productName: string;
  /** Shown instead of the thumbnails on narrow screens (the PDF card). */
  narrowAside?: ReactNode;
}

export function ProductGallery({ images, productName, narrowAside }: ProductGalleryProps) {
  const { t } = useCatalogueTranslation();
  const count = images.length;
  const gallery = useProductGallery(count);
  const { index, withSwiper } = gallery;

  if (count === 0) {
    return (
      <section className={styles.gallery} aria-label={t('gallery')}>
        <div className={`${styles.main} ${styles.empty}`}>{t('noImage')}</div>
        {narrowAside ? <div className={styles.narrowAside}>{narrowAside}</div> : null}
      </section>
    );
  }

  const label = (i: number) => {
    const name = images[i]?.name;
    return name ? t('imageOfNamed', { index: i + 1, count, name }) : t('imageOf', { index: i + 1, count });
  };

  return (
    <section
      className={styles.gallery}
      aria-label={t('gallery')}
      ref={gallery.galleryRef}
      onPointerEnter={gallery.want}
      onTouchStart={gallery.want}
      onFocus={gallery.want}
    >
      <div className={styles.stage} {...gallery.touchHandlers}>
        <div ref={gallery.mainElement} className={`swiper ${styles.main}`}>
          <div className="swiper-wrapper">
            {images.map((item, i) => (
              <div
                key={item.image.url + i}
                className={`swiper-slide ${styles.slide}`}
                role="group"
                aria-label={label(i)}
                aria-hidden={i !== index || undefined}
              >
                <figure className={styles.figure}>
                  <ResponsiveImage
                    className={styles.mainImage}
                    image={item.image}
                    alt={item.image.alt || productName}
                    sizes={MAIN_IMAGE_SIZES}
                    priority={i === 0}
                  />
                  {item.name ? <figcaption className={styles.caption}>{item.name}</figcaption> : null}
                </figure>
              </div>
            ))}
          </div>
        </div>
        {count > 1 ? (
          <>
            {/* Below 641 px only (docs/behaviour.md#product-gallery); above, thumbnails and arrow keys move it. */}
            <button
              type="button"
              className={`${styles.arrow} ${styles.previous}`}
              aria-label={t('previousImage')}
              onClick={() => withSwiper((main) => main.slidePrev())}
            >
              <ChevronIcon direction="left" />
            </button>
            <button
              type="button"
              className={`${styles.arrow} ${styles.next}`}
              aria-label={t('nextImage')}
              onClick={() => withSwiper((main) => main.slideNext())}
            >
              <ChevronIcon direction="right" />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div
          ref={gallery.thumbsElement}
          className={`swiper ${styles.thumbs}`}
          role="group"
          aria-label={t('galleryThumbnails')}
        >
          <ul className="swiper-wrapper">
            {images.map((item, i) => (
              <li key={item.image.url + i} className={`swiper-slide ${styles.thumbSlide}`}>
                <button
                  ref={(element) => {
                    gallery.thumbnailRefs.current[i] = element;
                  }}
                  type="button"
                  className={styles.thumbnail}
                  aria-label={label(i)}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => withSwiper((main) => main.slideTo(i))}
                >
                  <ThumbnailImage image={item.image} sizes={THUMBNAIL_SIZES} />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {narrowAside ? <div className={styles.narrowAside}>{narrowAside}</div> : null}
      {/* Announces the new image after the visitor moved the gallery; silent on arrival. */}
      <p className="ef-visually-hidden" role="status">
        {gallery.moved ? label(index) : ''}
      </p>
    </section>
  );
}
