// Realizations in a grid (docs/behaviour.md#realizations), each with its cover (the first picture) and the other
// pictures as thumbnails; a click opens the gallery at that picture. Closing returns focus to the grid.
import { useEffect, useId, useState } from 'react';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import type { BlockProps } from '../../../utils/block-registry';
import type { RealizationItem, RealizationsContent } from '../types';
import { RealizationGalleryModal } from './realization-gallery-modal';
import gridStyles from '../../../components/card-grid.module.css';
import styles from './realizations-grid.module.css';

/** Thumbnails under a cover; more pictures are counted on the last one. */
const THUMBNAILS_SHOWN = 3;

interface OpenGallery {
  realization: RealizationItem;
  imageIndex: number;
  opener: HTMLElement;
}

export function RealizationsGrid({ content, headingLevel }: BlockProps<RealizationsContent>) {
  const { t } = useContentTranslation();
  const [open, setOpen] = useState<OpenGallery | null>(null);
  const headingId = useId();
  // Marks the grid once its buttons work (the block's code may arrive after the page hydrated).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const CardHeading = content.title && headingLevel === 2 ? 'h3' : 'h2';

  const openAt = (realization: RealizationItem, imageIndex: number, opener: HTMLElement) =>
    setOpen({ realization, imageIndex, opener });

  return (
    <section
      className={blockStyles.block}
      aria-labelledby={content.title ? headingId : undefined}
      data-interactive={interactive || undefined}
    >
      <div className="ef-container">
        {content.title && (
          <Heading id={headingId} className={blockStyles.blockTitle}>
            {content.title}
          </Heading>
        )}
        {content.realizations.length === 0 ? (
          <p className={styles.empty}>{t('noRealizations')}</p>
        ) : (
          <ul className={gridStyles.grid}>
            {content.realizations.map((realization) => {
              const [cover, ...others] = realization.images;
              const count = realization.images.length;
              const thumbnails = others.slice(0, THUMBNAILS_SHOWN);
              const hidden = others.length - thumbnails.length;
              return (
                <li key={realization.id} className={styles.card}>
                  <button
                    type="button"
                    className={styles.cover}
                    onClick={(event) => openAt(realization, 0, event.currentTarget)}
                    aria-haspopup="dialog"
                  >
                    <ApiImage
                      image={{ ...cover, alt: '' }}
                      className={styles.coverImage}
                      sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 440px"
                    />
                    <span className="ef-visually-hidden">{t('openGallery', { title: realization.title })} </span>
                    <span className={styles.photoCount}>{t('photoCount', { count })}</span>
                  </button>
                  <div className={styles.body}>
                    <CardHeading className={styles.title}>{realization.title}</CardHeading>
                    {thumbnails.length > 0 && (
                      <ul className={styles.thumbnails}>
                        {thumbnails.map((image, index) => {
                          const imageIndex = index + 1;
                          const more = index === thumbnails.length - 1 && hidden > 0 ? hidden : 0;
                          return (
                            <li key={image.url}>
                              <button
                                type="button"
                                className={styles.thumbnail}
                                onClick={(event) => openAt(realization, imageIndex, event.currentTarget)}
                                aria-haspopup="dialog"
                              >
                                <ApiImage
                                  image={{ ...image, alt: '' }}
                                  className={styles.thumbnailImage}
                                  sizes="96px"
                                />
                                <span className="ef-visually-hidden">
                                  {t('openGalleryAt', { title: realization.title, index: imageIndex + 1, count })}
                                </span>
                                {more > 0 && (
                                  <span className={styles.more} aria-hidden="true">
                                    +{more}
                                  </span>
                                )}
                              </button>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {open && (
        <RealizationGalleryModal
          realization={open.realization}
          initialIndex={open.imageIndex}
          returnFocusTo={open.opener}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}
