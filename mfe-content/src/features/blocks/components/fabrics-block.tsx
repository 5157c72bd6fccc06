// The fabrics block (docs/behaviour.md#content-blocks): upholstery collections (from /api/pattern_collections) with
// their swatches.
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BasicBlockProps } from '../types';
import blockStyles from '../../../components/blocks.module.css';
import styles from './content-blocks.module.css';
import { BlockHeading } from './section-heading';

const HEX_COLOUR = /^#[0-9a-f]{3,8}$/i;

export function FabricsBlock({ content, headingLevel }: BasicBlockProps<'fabrics'>) {
  const { t } = useContentTranslation();
  const { title, collections } = content;
  if (collections.length === 0) return null;
  const CollectionHeading = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <section className={`ef-container ${blockStyles.block}`}>
      {title && <BlockHeading level={headingLevel}>{title}</BlockHeading>}
      <div className={styles.collections}>
        {collections.map((collection) => (
          <article key={collection.id} className={styles.collection}>
            <CollectionHeading className={styles.collectionName}>{collection.name}</CollectionHeading>
            {collection.description && <p className={styles.collectionText}>{collection.description}</p>}
            <ul className={styles.swatches} aria-label={t('swatchesOf', { name: collection.name })}>
              {collection.patterns.map((pattern) => (
                <li key={pattern.id} className={styles.swatch}>
                  {pattern.imageUrl ? (
                    <img
                      className={styles.swatchChip}
                      src={pattern.imageUrl}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                    />
                  ) : (
                    <span
                      className={styles.swatchChip}
                      style={{ background: HEX_COLOUR.test(pattern.color) ? pattern.color : undefined }}
                      aria-hidden="true"
                    />
                  )}
                  <span className={styles.swatchName}>{pattern.name}</span>
                  <span className={styles.swatchCode}>{pattern.code}</span>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </section>
  );
}
