// Product breadcrumbs (docs/behaviour.md#product-breadcrumbs): Products › category › product name, in the
// shell's .ef-breadcrumbs look (shell/src/client/styles/global.css), shared with the content pages.
import { SiteLink } from '@ergoforma/shared-contracts';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import type { ProductPageData } from '../api/load-product-page';

interface ProductBreadcrumbsProps {
  breadcrumbs: ProductPageData['breadcrumbs'];
  categoryName: string;
  productName: string;
}

export function ProductBreadcrumbs({ breadcrumbs, categoryName, productName }: ProductBreadcrumbsProps) {
  const { t } = useCatalogueTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className="ef-breadcrumbs">
      <ol className="ef-breadcrumbs__list">
        <li className="ef-breadcrumbs__item">
          <SiteLink to={breadcrumbs.productsPath}>{breadcrumbs.productsTitle ?? t('products')}</SiteLink>
        </li>
        <li className="ef-breadcrumbs__item">
          <SiteLink to={breadcrumbs.categoryPath}>{categoryName}</SiteLink>
        </li>
        <li className="ef-breadcrumbs__item">
          <span aria-current="page">{productName}</span>
        </li>
      </ol>
    </nav>
  );
}
