// Product breadcrumbs (docs/behaviour.md#product-breadcrumbs): Products › category › product name.
import { SiteLink } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductPageData } from '../api/load-product-page';
import styles from './product-breadcrumbs.module.css';

interface ProductBreadcrumbsProps {
  breadcrumbs: ProductPageData['breadcrumbs'];
  categoryName: string;
  productName: string;
}

export function ProductBreadcrumbs({ breadcrumbs, categoryName, productName }: ProductBreadcrumbsProps) {
  const { t } = useCatalogueTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <SiteLink to={breadcrumbs.productsPath}>{breadcrumbs.productsTitle ?? t('products')}</SiteLink>
        </li>
        <li className={styles.item}>
          <SiteLink to={breadcrumbs.categoryPath}>{categoryName}</SiteLink>
        </li>
        <li className={styles.item}>
          <span aria-current="page">{productName}</span>
        </li>
      </ol>
    </nav>
  );
}
