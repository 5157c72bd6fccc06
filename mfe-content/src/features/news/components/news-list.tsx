// The news list block (docs/behaviour.md#news): published posts newest first, in pages of the block's itemsPerPage.
// load() put the first page in the server HTML; 'more' fetches the next page and moves focus to its first post.
import { useEffect, useId, useRef, useState } from 'react';
import { useSiteServices, withMinimumDelay } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BlockProps } from '../../../utils/block-registry';
import blockStyles from '../../../components/blocks.module.css';
import { getNewsPage } from '../api/get-news-page';
import type { NewsCard as NewsCardData, NewsListContent } from '../types';
import { NewsCard } from './news-card';
import gridStyles from '../../../components/card-grid.module.css';
import styles from './news-list.module.css';

type LoadState = 'idle' | 'loading' | 'failed';

export function NewsList({ content, headingLevel, isLead }: BlockProps<NewsListContent>) {
  const { t } = useContentTranslation();
  const { api, sanitizeHtml } = useSiteServices();
  const [posts, setPosts] = useState<NewsCardData[]>(content.posts);
  const [totalItems, setTotalItems] = useState(content.totalItems);
  const [state, setState] = useState<LoadState>('idle');
  /** Index of the first post of the last page fetched, to focus it once rendered. */
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const firstNewLink = useRef<HTMLAnchorElement>(null);
  const headingId = useId();
  // Marks the list once 'more' works (the block's code may arrive after the page hydrated).
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  useEffect(() => {
    if (focusIndex !== null) firstNewLink.current?.focus();
  }, [focusIndex]);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const hasTitle = Boolean(content.title);
  const remaining = Math.max(0, totalItems - posts.length);

  const loadMore = async () => {
    setState('loading');
    try {
      const nextPage = Math.floor(posts.length / content.itemsPerPage) + 1;
      // 'Loading…' shows for at least the minimum fetch delay (docs/behaviour.md#fetch-delay).
      const page = await withMinimumDelay(getNewsPage(api, nextPage, content.itemsPerPage, sanitizeHtml));
      const known = new Set(posts.map((post) => post.id));
      const fresh = page.posts.filter((post) => !known.has(post.id));
      setFocusIndex(fresh.length ? posts.length : null);
      setPosts([...posts, ...fresh]);
      // An empty page means the count went stale: stop offering more.
      setTotalItems(fresh.length ? page.totalItems : posts.length);
      setState('idle');
    } catch (error) {
      console.error('Loading more news failed', error);
      setState('failed');
    }
  };

  return (
    <section
      className={blockStyles.block}
      aria-labelledby={hasTitle ? headingId : undefined}
      data-interactive={interactive || undefined}
    >
      <div className="ef-container">
        {hasTitle && (
          <Heading id={headingId} className={blockStyles.blockTitle}>
            {content.title}
          </Heading>
        )}
        {posts.length === 0 ? (
          <p className={styles.empty}>{t('noNews')}</p>
        ) : (
          <ul className={gridStyles.grid}>
            {posts.map((post, index) => (
              <li key={post.id} className={styles.item}>
                <NewsCard
                  post={post}
                  headingLevel={hasTitle && headingLevel === 2 ? 3 : 2}
                  priority={isLead && index === 0}
                  ref={index === focusIndex ? firstNewLink : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        {remaining > 0 && (
          <div className={styles.more}>
            <button
              type="button"
              className="ef-button ef-button--ghost"
              onClick={() => void loadMore()}
              disabled={state === 'loading'}
              aria-busy={state === 'loading'}
            >
              {state === 'loading' ? t('newsLoading') : t('newsMore')}
            </button>
            <p className={styles.count} aria-live="polite">
              {state === 'failed' ? t('newsMoreFailed') : t('newsShown', { shown: posts.length, total: totalItems })}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
