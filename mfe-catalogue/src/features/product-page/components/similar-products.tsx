// SPEC §2/§9 Similar products: a strip under the product, at most 5 (5 wide, 4 ≤768 px, 3 ≤640, 2 ≤480).
import { breakpoints, type ProductSummary } from '@ergoforma/shared-contracts';
import { ProductCard } from '../../../components/product-card';
import { useCatalogueTranslation } from '../../../i18n/use-catalogue-translation';
import styles from './similar-products.module.css';

const CARD_SIZES = [
  `(max-width: ${breakpoints.xs}px) 50vw`,
  `(max-width: ${breakpoints.mobile}px) 33vw`,
  `(max-width: ${breakpoints.tablet}px) 25vw`,
  '260px',
].join(', ');

export function SimilarProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useCatalogueTranslation();
  if (products.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-products-title">
      <h2 id="similar-products-title" className={styles.title}>
        {t('similarProducts')}
      </h2>
      <ul className={styles.grid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} imageSizes={CARD_SIZES} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
