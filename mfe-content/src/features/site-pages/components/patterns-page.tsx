// content/PatternsPage: the fabric swatches of every upholstery collection, for a 'pattern' sitemap node
// (docs/behaviour.md#log-in-and-pattern-pages). The swatches come as children: the exposed module puts the fabrics
// block there, so the collections look as they do on content pages.
import type { ReactNode } from 'react';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { PatternsPageData } from '../types';
import styles from './site-pages.module.css';

export function PatternsPage({ data, children }: { data: PatternsPageData; children: ReactNode }) {
  const { t } = useContentTranslation();
  return (
    <article className={styles.page}>
      <div className="ef-container">
        <Breadcrumbs crumbs={data.crumbs} current={data.title} />
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{data.collections.length > 0 ? t('patternsLead') : t('noPatterns')}</p>
      </div>
      {children}
    </article>
  );
}
