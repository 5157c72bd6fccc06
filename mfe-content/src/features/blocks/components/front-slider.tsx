// The front slider (docs/behaviour.md#content-blocks): a full-bleed hero on the shared Carousel with its defaults,
// cross-fading slides. The first slide's image is above the fold: eager, high priority.
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { Carousel } from '../../../components/carousel';
import type { BasicBlockProps } from '../types';
import { ApiImage } from '../../../components/api-image';
import { HERO_IMAGE_SIZES } from '../utils/image-sizes';
import { BlockLink } from './block-link';
import blockStyles from '../../../components/blocks.module.css';
import styles from './front-slider.module.css';

export function FrontSlider({ content, headingLevel, isLead }: BasicBlockProps<'front_slider'>) {
  const { t } = useContentTranslation();
  const { slides } = content;
  if (slides.length === 0) return null;

  return (
    <Carousel
      label={t('carouselLabel')}
      className={`${styles.carousel} ${blockStyles.block}`}
      controlsClassName="ef-container"
      tone="inverse"
      settings={{ effect: 'fade' }}
      slides={slides.map((slide, index) => {
        const Heading = index === 0 && headingLevel === 1 ? 'h1' : 'h2';
        return (
          <div className={styles.slide}>
            <ApiImage
              image={slide.image}
              className={styles.image}
              sizes={HERO_IMAGE_SIZES}
              priority={isLead && index === 0}
            />
            <div className={styles.shade} aria-hidden="true" />
            <div className={styles.caption}>
              <div className="ef-container">
                {slide.title && <Heading className={styles.title}>{slide.title}</Heading>}
                {slide.html && (
                  <div
                    className={`${blockStyles.prose} ${blockStyles.proseInverse} ${styles.text}`}
                    dangerouslySetInnerHTML={{ __html: slide.html }}
                  />
                )}
                {slide.link && <BlockLink link={slide.link} className={`ef-button ef-button--light ${styles.cta}`} />}
              </div>
            </div>
          </div>
        );
      })}
    />
  );
}
