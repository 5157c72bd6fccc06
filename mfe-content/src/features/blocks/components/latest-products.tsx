// The latest products block (docs/behaviour.md#content-blocks): a title and a grid of product cards linking to the
// product pages.
import { type ProductSummary, SiteLink } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import type { BasicBlockProps } from '../types';
import { ApiImage } from '../../../components/api-image';
import blockStyles from '../../../components/blocks.module.css';
import styles from './latest-products.module.css';

function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useContentTranslation();
  const { image } = product;
  return (
    <li className={styles.item}>
      <SiteLink to={product.path} className={styles.card}>
        <div className={styles.media}>
          {image ? (
            <ApiImage image={image} className={styles.image} sizes="(max-width: 640px) 50vw, 25vw" />
          ) : (
            <span className={styles.noImage}>{t('noProductImage')}</span>
          )}
        </div>
        <span className={styles.body}>
          <span className={styles.name}>{product.name}</span>
          <span className={styles.category}>{product.category.name}</span>
        </span>
      </SiteLink>
    </li>
  );
}

export function LatestProducts({ content, headingLevel }: BasicBlockProps<'latest_products'>) {
  if (content.products.length === 0) return null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={blockStyles.block}>
      <div className="ef-container">
        {content.title && <Heading className={blockStyles.blockTitle}>{content.title}</Heading>}
        <ul className={styles.grid}>
          {content.products.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      </div>
    </section>
  );
}
