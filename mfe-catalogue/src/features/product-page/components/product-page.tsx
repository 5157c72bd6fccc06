// The product layout (docs/behaviour.md#product-page): breadcrumbs, gallery, basic info, tabs, similar products (only
// when showSimilarProducts is set), realisations banner.
import type { PageProps, ProductTabType } from '@ergoforma/shared-contracts';
import type { ProductPageData } from '../api/load-product-page';
import { useDataSheetDownload } from '../hooks/use-data-sheet-download';
import { useTabFromHash } from '../hooks/use-tab-from-hash';
import { PdfCard } from './pdf-card';
import { ProductBasicInfo } from './product-basic-info';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { ProductTabs } from './product-tabs';
import { RealizationsBanner } from './realizations-banner';
import { SimilarProducts } from './similar-products';
import styles from './product-page.module.css';

export function ProductPage({ data }: PageProps<ProductPageData>) {
  // A new product is a new page: gallery position, active tab and download state start afresh.
  return <ProductPageView key={data.product.id} data={data} />;
}

function ProductPageView({ data }: { data: ProductPageData }) {
  const { product } = data;
  const tabs = useTabFromHash<ProductTabType>(product.blocks);
  const dataSheet = useDataSheetDownload(product);
  // 'More' opens the description tab when there is one, else the first tab that can be opened.
  const enabledTabs = product.blocks.filter((block) => !block.disabled);
  const moreTab = enabledTabs.find((block) => block.type === 'product_description') ?? enabledTabs[0];
  const pdfCard = <PdfCard product={product} dataSheet={dataSheet} />;

  return (
    <div>
      <div className="ef-container">
        <ProductBreadcrumbs
          breadcrumbs={data.breadcrumbs}
          categoryName={product.category.name}
          productName={product.name}
        />
        <div className={styles.top}>
          <ProductGallery images={product.images} productName={product.name} narrowAside={pdfCard} />
          <ProductBasicInfo
            product={product}
            hasMore={moreTab !== undefined}
            onMore={() => moreTab && tabs.select(moreTab.type, { reveal: true })}
            pdfCard={pdfCard}
            englishNotice={data.englishNotice}
          />
        </div>
        <ProductTabs
          tabs={product.blocks}
          selection={tabs}
          patternCollections={product.patternCollections}
          files={product.files}
        />
        {product.showSimilarProducts ? <SimilarProducts products={product.similarProducts} /> : null}
      </div>
      <RealizationsBanner path={data.realizationsPath} />
    </div>
  );
}
