// SPEC §2 Layouts, product: breadcrumbs, gallery, basic info, tabs, similar products, realisations banner.
import type { PageProps, ProductTabType } from '@ergoforma/shared-contracts';
import type { ProductPageData } from '../api/load-product-page';
import { useTabFromHash } from '../hooks/use-tab-from-hash';
import { ProductBasicInfo } from './product-basic-info';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { RealizationsBanner } from './realizations-banner';
import { SimilarProducts } from './similar-products';
import styles from './product-page.module.css';

export function ProductPage({ data }: PageProps<ProductPageData>) {
  // A new product is a new page: gallery position and active tab start afresh.
  return <ProductPageView key={data.product.id} data={data} />;
}

function ProductPageView({ data }: { data: ProductPageData }) {
  const { product } = data;
  const tabs = useTabFromHash<ProductTabType>(product.blocks.map((block) => block.type));
  // 'More' opens the description tab when there is one, else the first.
  const moreTab = product.blocks.find((block) => block.type === 'product_description') ?? product.blocks[0];

  return (
    <div>
      <div className="ef-container">
        <ProductBreadcrumbs breadcrumbs={data.breadcrumbs} categoryName={product.category.name} productName={product.name} />
        <div className={styles.top}>
          <ProductGallery images={product.images} productName={product.name} />
          <ProductBasicInfo
            product={product}
            hasMore={moreTab !== undefined}
            onMore={() => moreTab && tabs.select(moreTab.type, { reveal: true })}
          />
        </div>
        <ProductTabs tabs={product.blocks} selection={tabs} patternCollections={product.patternCollections} files={product.files} />
        <SimilarProducts products={product.similarProducts} />
      </div>
      <RealizationsBanner path={data.realizationsPath} />
    </div>
  );
}
