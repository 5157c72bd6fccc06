// The text with image block (docs/behaviour.md#content-blocks): two columns, the image on the side the block asks for;
// stacked on phones.
import type { BasicBlockProps } from '../types';
import { ApiImage } from '../../../components/api-image';
import { TEXT_WITH_IMAGE_SIZES } from '../utils/image-sizes';
import blockStyles from '../../../components/blocks.module.css';
import styles from './text-with-image.module.css';

export function TextWithImage({ content, headingLevel, isLead }: BasicBlockProps<'text_with_image'>) {
  const { title, html, image, imageSide } = content;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={blockStyles.block}>
      <div
        className={`ef-container ${styles.columns} ${imageSide === 'right' ? styles.imageRight : ''}`}
        data-image-side={imageSide}
      >
        {image && (
          <div className={styles.media}>
            <ApiImage image={image} className={styles.image} sizes={TEXT_WITH_IMAGE_SIZES} priority={isLead} />
          </div>
        )}
        <div className={styles.text}>
          {title && <Heading className={blockStyles.blockTitle}>{title}</Heading>}
          {html && <div className={blockStyles.prose} dangerouslySetInnerHTML={{ __html: html }} />}
        </div>
      </div>
    </section>
  );
}
