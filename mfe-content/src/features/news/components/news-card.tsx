// One post in the news list: picture, date, title (the link, stretched over the card) and lead; a text that is the
// Polish one for want of the page's language is marked lang="pl" (docs/behaviour.md#missing-translations).
import { forwardRef } from 'react';
import { polishIf, useSiteStore, SiteLink } from '@ergoforma/shared-contracts';
import { ApiImage } from '../../../components/api-image';
import type { NewsCard as NewsCardData } from '../types';
import { formatNewsDate, isoDay } from '../utils/format-news-date';
import { NEWS_CARD_IMAGE_SIZES } from '../utils/news-card-image-sizes';
import styles from './news-list.module.css';

interface NewsCardProps {
  post: NewsCardData;
  headingLevel: 2 | 3;
  /** The page's lead image (the first card of a list near the top): loaded at once, with high priority. */
  priority?: boolean;
}

export const NewsCard = forwardRef<HTMLAnchorElement, NewsCardProps>(function NewsCard(
  { post, headingLevel, priority = false },
  linkRef,
) {
  const locale = useSiteStore((state) => state.locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {post.image ? (
          <ApiImage image={post.image} className={styles.image} sizes={NEWS_CARD_IMAGE_SIZES} priority={priority} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={isoDay(post.published)}>
          {formatNewsDate(post.published, locale)}
        </time>
        <Heading className={styles.title} lang={polishIf(post.untranslated, 'title')}>
          <SiteLink ref={linkRef} to={post.path} className={styles.link}>
            {post.title}
          </SiteLink>
        </Heading>
        {post.lead && (
          <div
            className={styles.lead}
            lang={polishIf(post.untranslated, 'lead')}
            dangerouslySetInnerHTML={{ __html: post.lead }}
          />
        )}
      </div>
    </article>
  );
});
