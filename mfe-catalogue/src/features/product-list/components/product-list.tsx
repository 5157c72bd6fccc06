// The product list (docs/behaviour.md#product-list): heading, category navigation, tag filter, product grid, 'load
// more', pagination, empty states. The list's state is in the URL (?tag=3&page=2), mirrored into the shared filter
// store; a change of the store's tags (the chips, the mega-menu) moves the list to the URL of the new selection.
import { useEffect, useRef } from 'react';
import { type PageProps, SiteLink } from '@ergoforma/shared-contracts';
import { ProductCard } from '../../../components/product-card';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductListData } from '../api/load-product-list';
import { useListFollowsFilterStore } from '../hooks/use-list-follows-filter-store';
import { useLoadMore } from '../hooks/use-load-more';
import { useProductFilterSync } from '../hooks/use-product-filter-sync';
import { listQueryString } from '../utils/list-query';
import { CategoryNav } from './category-nav';
import { ProductPagination } from './product-pagination';
import { TagFilter } from './tag-filter';
import gridStyles from '../../../components/product-grid.module.css';
import { CARD_SIZES } from '../utils/card-sizes';
import styles from './product-list.module.css';

export function ProductList({ data }: PageProps<ProductListData>) {
  const listSearch = listQueryString({ page: data.page, tagIds: data.selectedTagIds });
  useListFollowsFilterStore(data.basePath, data.selectedTagIds);
  return (
    <div className={`ef-container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data.title}</h1>
        {data.category?.description ? <p className={styles.description}>{data.category.description}</p> : null}
      </header>
      <CategoryNav
        categories={data.categories}
        subcategories={data.subcategories}
        topCategoryId={data.topCategoryId}
        category={data.category}
        sectionPath={data.sectionPath}
      />
      <TagFilter tags={data.tags} selectedTagIds={data.selectedTagIds} />
      {/* A new list (other URL) starts afresh: loaded pages, store sync, scroll restore. The filter above keeps
          its focus. */}
      <ProductResults key={data.basePath + listSearch} data={data} listSearch={listSearch} />
    </div>
  );
}

function ProductResults({ data, listSearch }: { data: ProductListData; listSearch: string }) {
  const { t } = useCatalogueTranslation();
  const more = useLoadMore(data);
  const { onProductOpen } = useProductFilterSync(data, listSearch, more.loadPagesUpTo);
  const gridRef = useRef<HTMLUListElement | null>(null);
  const focusFrom = useRef<number | null>(null);
  const shown = more.products.length;
  const empty = shown === 0;

  // After 'load more', focus moves to the first added product.
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= shown) return;
    focusFrom.current = null;
    gridRef.current?.children[index]?.querySelector('a')?.focus();
  }, [shown]);

  const loadMore = () => {
    focusFrom.current = shown;
    void more.loadMore();
  };

  return (
    <>
      {/* A status region: after filtering, screen readers hear the new count. */}
      <p className={styles.count} role="status">
        {empty ? '' : t('productCount', { count: data.totalItems })}
      </p>
      {empty ? (
        <EmptyList data={data} />
      ) : (
        <ul className={gridStyles.grid} ref={gridRef}>
          {more.products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} imageSizes={CARD_SIZES} priority={index === 0} onOpen={onProductOpen} />
            </li>
          ))}
        </ul>
      )}
      {more.hasMore && !empty ? (
        <div className={styles.loadMore}>
          <p className={styles.shown}>{t('shownOf', { shown, count: data.totalItems })}</p>
          <button
            type="button"
            className="ef-button ef-button--ghost"
            onClick={loadMore}
            aria-busy={more.status === 'loading' || undefined}
          >
            {more.status === 'loading' ? t('loadingMore') : t('loadMore')}
          </button>
          <p className={styles.loadMoreError} role="status">
            {more.status === 'failed' ? t('loadMoreFailed') : ''}
          </p>
        </div>
      ) : null}
      <ProductPagination
        page={more.lastPage}
        totalItems={data.totalItems}
        itemsPerPage={data.itemsPerPage}
        basePath={data.basePath}
        selectedTagIds={data.selectedTagIds}
      />
    </>
  );
}

/**
 * Empty states (docs/behaviour.md#error-catalogue): 'no products', 'no products in category'; with filters, the
 * extended list's 'no products'.
 */
function EmptyList({ data }: { data: ProductListData }) {
  const { t } = useCatalogueTranslation();
  const filtered = data.selectedTagIds.length > 0;
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{!filtered && data.category ? t('noProductsInCategory') : t('noProducts')}</p>
      {filtered ? (
        <p>
          {t('noProductsForFilters')}{' '}
          <SiteLink to={data.basePath + listQueryString({ page: 1, tagIds: [] })}>{t('clearFilters')}</SiteLink>
        </p>
      ) : null}
    </div>
  );
}
