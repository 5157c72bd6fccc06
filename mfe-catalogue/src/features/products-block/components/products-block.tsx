// The products_list / products_simple block of content pages (catalogue/ProductsBlock): the block's title, the
// product cards of the product list, a link to the whole category; 'no products in category' when it is empty.
import { breakpoints, SiteLink } from '@ergoforma/shared-contracts';
import { ProductCard } from '../../../components/product-card';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductsBlockData } from '../api/load-products-block';
import gridStyles from '../../../components/product-grid.module.css';
import styles from './products-block.module.css';

// 4 columns from 1200 px, 3 from 900, 2 from 360 (the same grid as the product list).
const CARD_SIZES = [
  `(min-width: ${breakpoints.desktopMenu}px) 300px`,
  `(min-width: ${breakpoints.sm}px) 33vw`,
  '(min-width: 360px) 50vw',
  '100vw',
].join(', ');

export function ProductsBlock({ data }: { data: ProductsBlockData }) {
  const { t } = useCatalogueTranslation();
  const { title, products, totalItems, category } = data;
  return (
    <section className={`ef-container ${styles.block}`} aria-label={title ?? category?.name ?? t('products')}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {products.length === 0 ? (
        <p className={styles.empty}>{category ? t('noProductsInCategory') : t('noProducts')}</p>
      ) : (
        <ul className={gridStyles.grid}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} imageSizes={CARD_SIZES} headingLevel={title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      )}
      {category && products.length > 0 ? (
        <p className={styles.more}>
          <SiteLink className="ef-button ef-button--ghost" to={category.path}>
            {t('seeAllInCategory', { count: totalItems, category: category.name })}
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}
