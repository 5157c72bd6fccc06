// Similar products (docs/behaviour.md#similar-products): a strip under the product with a translated title, at most 5.
// Visible at once: 5 on wide screens, 4 up to 768 px, 3 up to 640, 2 up to 480; the rest scrolls sideways (CSS scroll
// snap, so the server HTML is already laid out), with arrows for pointer users once the strip overflows.
import { breakpoints, type ProductSummary } from '@ergoforma/shared-contracts';
import { ChevronIcon } from '@ergoforma/shared-contracts/ui/chevron-icon';
import { ProductCard } from '../../../components/product-card';
import { useHorizontalOverflow } from '../../../hooks/use-horizontal-overflow';
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
  const overflow = useHorizontalOverflow();
  if (products.length === 0) return null;
  return (
    <section className={styles.similar} aria-labelledby="similar-products-title">
      <div className={styles.header}>
        <h2 id="similar-products-title" className={styles.title}>
          {t('similarProducts')}
        </h2>
        {overflow.overflowing ? (
          // Pointer help only: keyboard users reach every card with Tab, which scrolls the strip.
          <div className={styles.arrows} aria-hidden="true">
            <button
              type="button"
              className={styles.arrow}
              tabIndex={-1}
              disabled={overflow.atStart}
              onClick={() => overflow.scrollByPage(-1)}
            >
              <ChevronIcon direction="left" size={20} />
            </button>
            <button
              type="button"
              className={styles.arrow}
              tabIndex={-1}
              disabled={overflow.atEnd}
              onClick={() => overflow.scrollByPage(1)}
            >
              <ChevronIcon direction="right" size={20} />
            </button>
          </div>
        ) : null}
      </div>
      <ul className={styles.strip} ref={overflow.ref}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} imageSizes={CARD_SIZES} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
