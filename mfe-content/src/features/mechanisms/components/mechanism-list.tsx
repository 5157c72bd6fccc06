// The mechanism list block (docs/behaviour.md#mechanisms): one section per category, a card per mechanism linking to
// its page.
import { useId } from 'react';
import { SiteLink } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import type { BlockProps } from '../../../utils/block-registry';
import type { MechanismGroup, MechanismListContent } from '../types';
import styles from './mechanism-list.module.css';

function CategorySection({ group, headingLevel }: { group: MechanismGroup; headingLevel: 2 | 3 }) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const CardHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section className={styles.category} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.categoryTitle}>
        {group.category.name}
      </Heading>
      <ul className={styles.grid}>
        {group.mechanisms.map((mechanism) => (
          <li key={mechanism.id} className={styles.item}>
            <article className={styles.card}>
              <div className={styles.media}>
                {mechanism.image && (
                  <ApiImage
                    image={mechanism.image}
                    className={styles.image}
                    sizes="(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 320px"
                  />
                )}
              </div>
              <div className={styles.body}>
                <CardHeading className={styles.name}>
                  <SiteLink to={mechanism.path} className={styles.link}>
                    {mechanism.name}
                  </SiteLink>
                </CardHeading>
                {mechanism.summary && <p className={styles.summary}>{mechanism.summary}</p>}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MechanismList({ content, headingLevel }: BlockProps<MechanismListContent>) {
  const { t } = useContentTranslation();
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hasTitle = Boolean(content.title);
  return (
    <section className={blockStyles.block} aria-labelledby={hasTitle ? headingId : undefined}>
      <div className="ef-container">
        {hasTitle && (
          <Heading id={headingId} className={blockStyles.blockTitle}>
            {content.title}
          </Heading>
        )}
        {content.groups.length === 0 ? (
          <p className={styles.empty}>{t('noMechanisms')}</p>
        ) : (
          content.groups.map((group) => (
            <CategorySection
              key={group.category.id}
              group={group}
              headingLevel={hasTitle && headingLevel === 2 ? 3 : 2}
            />
          ))
        )}
      </div>
    </section>
  );
}
