// The banner text block (docs/behaviour.md#banners): a background image under a dark overlay, with title, HTML and a
// link button. Its height comes from the theme.
import type { CSSProperties } from 'react';
import type { BasicBlockProps } from '../types';
import { bannerHeight } from '../utils/banner-heights';
import { ApiImage } from '../../../components/api-image';
import { HERO_IMAGE_SIZES } from '../utils/image-sizes';
import { BlockLink } from './block-link';
import blockStyles from '../../../components/blocks.module.css';
import styles from './banner-text.module.css';

export function BannerText({ content, headingLevel, isLead }: BasicBlockProps<'banner_text'>) {
  const { title, html, background, theme, link } = content;
  const height = bannerHeight(theme);
  const style = {
    '--ef-banner-height': `${height.desktop}px`,
    '--ef-banner-height-tablet': `${height.tablet}px`,
    '--ef-banner-height-mobile': `${height.mobile}px`,
  } as CSSProperties;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`${styles.banner} ${blockStyles.block} ${background ? '' : styles.plain} ${theme ? (styles[`theme-${theme}`] ?? '') : ''}`}
      style={style}
      data-theme={theme ?? 'default'}
    >
      {background && (
        <ApiImage image={background} className={styles.image} sizes={HERO_IMAGE_SIZES} priority={isLead} />
      )}
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.inner}>
        <div className="ef-container">
          {title && <Heading className={styles.title}>{title}</Heading>}
          {html && (
            <div
              className={`${blockStyles.prose} ${blockStyles.proseInverse} ${styles.text}`}
              dangerouslySetInnerHTML={{ __html: html }}
            />
          )}
          {link && <BlockLink link={link} className={`ef-button ef-button--light ${styles.cta}`} />}
        </div>
      </div>
    </section>
  );
}
