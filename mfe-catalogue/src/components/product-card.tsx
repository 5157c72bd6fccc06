// One product in a grid (product list, similar products): image, name, category, tags; the whole card links.
import { SiteLink } from '@ergoforma/shared-contracts';
import type { ProductSummary } from '@ergoforma/shared-contracts';
import { ResponsiveImage } from './responsive-image';
import { TagList } from './tag-list';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: ProductSummary;
  /** The sizes attribute for the card image in its grid. */
  imageSizes: string;
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page: its image loads at once, with high priority (it is the page's lead image). */
  priority?: boolean;
  /** Called when the visitor follows the card's link (the list saves its scroll offset). */
  onOpen?: () => void;
}

export function ProductCard({
  product,
  imageSizes,
  headingLevel: Heading = 'h2',
  priority = false,
  onOpen,
}: ProductCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {product.image ? (
          // The name next to it says what the image shows.
          <ResponsiveImage
            className={styles.image}
            image={product.image}
            alt=""
            sizes={imageSizes}
            priority={priority}
          />
        ) : (
          <div className={styles.placeholder} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <SiteLink className={styles.link} to={product.path} onClick={onOpen}>
            {product.name}
          </SiteLink>
        </Heading>
        {/* After the name for screen readers (heading first), above it on screen. */}
        <p className={styles.category}>{product.category.name}</p>
        <TagList tags={product.tags} size="sm" />
      </div>
    </article>
  );
}
