// content/NewsDetail: one news post (docs/behaviour.md#news) with breadcrumbs and a link back to the news list.
import { type PageProps } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { BackLink } from '../../../components/back-link';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { NewsDetailData } from '../types';
import { NewsArticle } from './news-article';

export function NewsDetail({ data }: PageProps<NewsDetailData>) {
  const { t } = useContentTranslation();
  const { post, crumbs } = data;
  const list = crumbs.length > 1 ? crumbs[crumbs.length - 1] : undefined;
  return (
    <NewsArticle
      post={post}
      headingLevel={1}
      before={<Breadcrumbs crumbs={crumbs} current={post.title} />}
      after={list && <BackLink to={list.path} label={t('backToNews')} />}
    />
  );
}
