// The basic information block (docs/behaviour.md#product-basic-information): related-product links with relation
// labels, tags, name, short description (clamped to 5 lines), a 'more' link when content blocks exist, the PDF card
// (data-sheet download with a loader), the configurator link (new tab) and the translate widget.
import type { MouseEvent, ReactNode } from 'react';
import { polishIf, SiteLink, useVisitor } from '@ergoforma/shared-contracts';
import { TagList } from '../../../components/tag-list';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductPageProduct } from '../api/load-product-page';
import { PRODUCT_TABS_ID } from './product-tabs';
import { TranslateWidget, shouldShowTranslateWidget } from './translate-widget';
import styles from './product-basic-info.module.css';

interface ProductBasicInfoProps {
  product: ProductPageProduct;
  /** The product has content blocks: a 'more' link leads to the tabs. */
  hasMore: boolean;
  /** Opens the description tab and scrolls to it. */
  onMore(): void;
  /** The PDF card; on narrow screens the gallery shows it instead. */
  pdfCard: ReactNode;
  /** The site's English notice is on. */
  englishNotice: boolean;
}

export function ProductBasicInfo({ product, hasMore, onMore, pdfCard, englishNotice }: ProductBasicInfoProps) {
  const { t, i18n } = useCatalogueTranslation();
  const { englishNoticeDismissed } = useVisitor();

  const more = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onMore();
  };

  return (
    <div className={styles.info}>
      <RelatedProducts product={product} />
      <TagList tags={product.tags} label={t('tags')} />
      <h1 className={styles.name}>{product.name}</h1>
      {product.shortDescription ? (
        <div
          className={styles.description}
          lang={polishIf(product.untranslated, 'shortDescription')}
          dangerouslySetInnerHTML={{ __html: product.shortDescription }}
        />
      ) : null}
      {hasMore ? (
        // The href works without JavaScript (scrolls to the tabs); with it, the description tab opens.
        <a className={styles.more} href={`#${PRODUCT_TABS_ID}`} onClick={more}>
          {t('more')}
        </a>
      ) : null}
      <div className={styles.wideOnly}>{pdfCard}</div>
      {product.configuratorUrl ? (
        <a
          className="ef-button ef-button--ghost"
          href={product.configuratorUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('configurator')}
          <span className="ef-visually-hidden"> {t('opensInNewTab')}</span>
          <ExternalIcon />
        </a>
      ) : null}
      {shouldShowTranslateWidget(i18n.language, product.relatedProduct !== null, {
        on: englishNotice,
        dismissed: englishNoticeDismissed,
      }) ? (
        <TranslateWidget />
      ) : null}
    </div>
  );
}

/** This product and its related version, ordered by their relation labels' positions. */
function RelatedProducts({ product }: { product: ProductPageProduct }) {
  const { t } = useCatalogueTranslation();
  const related = product.relatedProduct;
  if (!related) return null;
  const entries = [
    ...(product.relationLabel
      ? [{ key: 'current', label: product.relationLabel.name, position: product.relationLabel.position, path: null }]
      : []),
    {
      key: 'related',
      label: related.relationLabel.name || related.name,
      position: related.relationLabel.position,
      path: related.path,
    },
  ].sort((a, b) => a.position - b.position);

  return (
    <nav aria-label={t('productVersions')} className={styles.versions}>
      <ul className={styles.versionList}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.path ? (
              <SiteLink className={styles.version} to={entry.path}>
                {entry.label}
              </SiteLink>
            ) : (
              <span className={`${styles.version} ${styles.currentVersion}`} aria-current="page">
                {entry.label}
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ExternalIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M14 5h5v5M19 5l-8 8M17 14v5H5V7h5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
