// The chair block (docs/behaviour.md#content-blocks): a chair picture with numbered adjustment points drawn over it (x,
// y in percent) and the list of adjustments beside it. Every description is in the list, so nothing depends on the
// markers; a marker (or a list entry) highlights its pair.
import { useState } from 'react';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BasicBlockProps } from '../types';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

export function ChairBlock({ content, headingLevel, isLead }: BasicBlockProps<'chair'>) {
  const { t } = useContentTranslation();
  const { title, image, points } = content;
  const [active, setActive] = useState<string | null>(null);
  if (!image && points.length === 0) return null;
  const PointHeading = headingLevel === 1 ? 'h2' : 'h3';
  const toggle = (id: string) => setActive((current) => (current === id ? null : id));

  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && <BlockHeading level={headingLevel}>{title}</BlockHeading>}
      <div className={styles.chair}>
        {image && (
          <div className={styles.chairFigure}>
            <ApiImage
              image={image}
              className={styles.chairImage}
              sizes="(max-width: 900px) 100vw, 50vw"
              priority={isLead}
            />
            {points.map((point, index) => (
              <button
                key={point.id}
                type="button"
                className={`${styles.chairMarker} ${active === point.id ? styles.chairMarkerActive : ''}`}
                style={{ left: `${point.x}%`, top: `${point.y}%` }}
                aria-label={t('chairPoint', { index: index + 1, label: point.label })}
                aria-pressed={active === point.id}
                onClick={() => toggle(point.id)}
              >
                <span aria-hidden="true">{index + 1}</span>
              </button>
            ))}
          </div>
        )}
        <ol className={styles.chairPoints}>
          {points.map((point, index) => (
            <li
              key={point.id}
              className={`${styles.chairPoint} ${active === point.id ? styles.chairPointActive : ''}`}
              onMouseEnter={() => setActive(point.id)}
              onMouseLeave={() => setActive(null)}
            >
              <span className={styles.chairPointNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <PointHeading className={styles.chairPointLabel}>{point.label}</PointHeading>
                {point.html && (
                  <div
                    className={`${blockStyles.prose} ${styles.chairPointText}`}
                    dangerouslySetInnerHTML={{ __html: point.html }}
                  />
                )}
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
