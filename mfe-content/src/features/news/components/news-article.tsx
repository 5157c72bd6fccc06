// A whole post: date, title, picture, lead and body (HTML sanitised in load()). Used by the news detail page and
// the news_details block. A text that is the Polish one for want of the page's language is marked lang="pl"
// (docs/behaviour.md#missing-translations).
import type { ReactNode } from 'react';
import { polishIf, useSiteStore } from '@ergoforma/shared-contracts';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import type { NewsArticleData } from '../types';
import { formatNewsDate, isoDay } from '../utils/format-news-date';
import styles from './news-article.module.css';

interface NewsArticleProps {
  post: NewsArticleData;
  headingLevel: 1 | 2;
  /** Above the heading (breadcrumbs). */
  before?: ReactNode;
  /** Below the body (the back link). */
  after?: ReactNode;
}

export function NewsArticle({ post, headingLevel, before, after }: NewsArticleProps) {
  const locale = useSiteStore((state) => state.locale);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article className={styles.article}>
      <div className={`ef-container ${styles.inner}`}>
        {before}
        <header className={styles.header}>
          <time className={styles.date} dateTime={isoDay(post.published)}>
            {formatNewsDate(post.published, locale)}
          </time>
          <Heading className={styles.title} lang={polishIf(post.untranslated, 'title')}>
            {post.title}
          </Heading>
          {post.lead && (
            <div
              className={styles.lead}
              lang={polishIf(post.untranslated, 'lead')}
              dangerouslySetInnerHTML={{ __html: post.lead }}
            />
          )}
        </header>
        {post.image && (
          <figure className={styles.figure}>
            <ApiImage image={post.image} className={styles.image} sizes="(max-width: 900px) 100vw, 860px" priority />
          </figure>
        )}
        {post.content && (
          <div
            className={`${blockStyles.prose} ${styles.content}`}
            lang={polishIf(post.untranslated, 'content')}
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
        )}
        {after && <footer className={styles.footer}>{after}</footer>}
      </div>
    </article>
  );
}
