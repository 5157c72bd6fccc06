// SPEC §2 Product list: heading, category navigation, tag filter, product grid, pagination, empty states.
import { Link } from 'react-router-dom';
import { breakpoints, type PageProps } from '@ergoforma/shared-contracts';
import { ProductCard } from '../../../components/product-card';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductListData } from '../api/load-product-list';
import { listQueryString } from '../utils/list-query';
import { CategoryNav } from './category-nav';
import { ProductPagination } from './product-pagination';
import { TagFilter } from './tag-filter';
import styles from './product-list.module.css';

// 4 columns from 1200 px, 3 from 900, 2 from 480, 1 below (the grid in product-list.module.css).
const CARD_SIZES = [
  `(min-width: ${breakpoints.desktopMenu}px) 300px`,
  `(min-width: ${breakpoints.sm}px) 33vw`,
  `(min-width: ${breakpoints.xs}px) 50vw`,
  '100vw',
].join(', ');

export function ProductList({ data }: PageProps<ProductListData>) {
  const { t } = useCatalogueTranslation();
  const empty = data.products.length === 0;

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
      <TagFilter tags={data.tags} selectedTagIds={data.selectedTagIds} basePath={data.basePath} />
      {/* A status region: after filtering, screen readers hear the new count. */}
      <p className={styles.count} role="status">
        {empty ? '' : t('productCount', { count: data.totalItems })}
      </p>
      {empty ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{data.category ? t('noProductsInCategory') : t('noProducts')}</p>
          {data.selectedTagIds.length > 0 ? (
            <p>
              {t('noProductsForFilters')}{' '}
              <Link to={data.basePath + listQueryString({ page: 1, tagIds: [] })}>{t('clearFilters')}</Link>
            </p>
          ) : null}
        </div>
      ) : (
        <ul className={styles.grid}>
          {data.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} imageSizes={CARD_SIZES} />
            </li>
          ))}
        </ul>
      )}
      <ProductPagination
        page={data.page}
        totalItems={data.totalItems}
        itemsPerPage={data.itemsPerPage}
        basePath={data.basePath}
        selectedTagIds={data.selectedTagIds}
      />
    </div>
  );
}
