// The slider block (docs/behaviour.md#content-blocks): a simple image carousel on the shared Carousel, with its
// defaults.
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { Carousel } from '../../../components/carousel';
import type { BasicBlockProps } from '../types';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function ImageSlider({ content, headingLevel, isLead }: BasicBlockProps<'slider'>) {
  const { t } = useContentTranslation();
  const { title, images } = content;
  if (images.length === 0) return null;
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && <BlockHeading level={headingLevel}>{title}</BlockHeading>}
      <Carousel
        label={title || t('galleryLabel')}
        className={styles.imageSlider}
        slides={images.map((image, index) => (
          <figure className={styles.imageSlide}>
            {/* The caption shows the image's description, so the image itself is not announced twice. */}
            <ApiImage
              image={image.alt ? { ...image, alt: '' } : image}
              className={styles.imageSlideImage}
              sizes="(max-width: 1320px) 100vw, 1320px"
              priority={isLead && index === 0}
            />
            {image.alt && <figcaption className={styles.imageSlideCaption}>{image.alt}</figcaption>}
          </figure>
        ))}
      />
    </section>
  );
}
