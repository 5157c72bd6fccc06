// SPEC §2 Product mega-menu footer: a link to the new products. It opens the product list with the new-products
// tag selected (the catalogue reads it from ?tag=<id>) and adds the tag to the shared product filter state.
import { useProductFilterStore, type ProductTag, SiteLink } from '@ergoforma/shared-contracts';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { taggedProductListPath } from '../utils/mega-menu-layout';
import styles from './product-mega-menu.module.css';

export function NewProductsLink({ productListPath, tag }: { productListPath: string; tag: ProductTag }) {
  const { t } = useChromeTranslation();
  const selectedTags = useProductFilterStore((state) => state.tags);
  const addTag = useProductFilterStore((state) => state.addTag);
  const onClick = () => {
    // Adding a tag that is already selected only logs an error (SPEC §4), so it is added once.
    if (!selectedTags.some((selected) => selected.id === tag.id)) addTag(tag);
  };
  return (
    <SiteLink to={taggedProductListPath(productListPath, tag)} className={styles.newProducts} onClick={onClick}>
      <span className={styles.newBadge} aria-hidden="true">
        {t('newBadge')}
      </span>
      {t('newProducts')}
    </SiteLink>
  );
}
