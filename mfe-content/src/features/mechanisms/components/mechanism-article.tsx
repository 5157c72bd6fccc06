// A mechanism: name, category, picture and description (HTML sanitised in load()). Used by the mechanism page
// and the mechanism_details block.
import type { ReactNode } from 'react';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import type { MechanismArticleData } from '../types';
import styles from './mechanism-article.module.css';

interface MechanismArticleProps {
  mechanism: MechanismArticleData;
  headingLevel: 1 | 2;
  before?: ReactNode;
  after?: ReactNode;
}

export function MechanismArticle({ mechanism, headingLevel, before, after }: MechanismArticleProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.article}>
      <div className="ef-container">
        {before}
        <div className={`${styles.layout} ${mechanism.image ? '' : styles.noImage}`}>
          {mechanism.image && (
            <figure className={styles.figure}>
              <ApiImage
                image={mechanism.image}
                className={styles.image}
                sizes="(max-width: 900px) 100vw, 600px"
                priority
              />
            </figure>
          )}
          <div className={styles.text}>
            <p className={styles.category}>{mechanism.category.name}</p>
            <Heading className={styles.title}>{mechanism.name}</Heading>
            {mechanism.description && (
              <div className={blockStyles.prose} dangerouslySetInnerHTML={{ __html: mechanism.description }} />
            )}
            {after && <div className={styles.after}>{after}</div>}
          </div>
        </div>
      </div>
    </article>
  );
}
