// The product mega-menu's footer (docs/behaviour.md#product-mega-menu): a link to the new products. It adds the
// new-products tag to the selection in the shared product filter state (a tag already selected is not added again) and
// opens the product list with the whole selection in its address, which the catalogue reads.
import { productListHref, useProductFilterStore, type ProductTag, SiteLink } from '@ergoforma/shared-contracts';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import styles from './product-mega-menu.module.css';

export function NewProductsLink({ productListPath, tag }: { productListPath: string; tag: ProductTag }) {
  const { t } = useChromeTranslation();
  const selectedTags = useProductFilterStore((state) => state.tags);
  const addTag = useProductFilterStore((state) => state.addTag);
  const selected = selectedTags.some((present) => present.id === tag.id);
  const href = productListHref(productListPath, [...selectedTags.map((present) => present.id), tag.id]);
  const onClick = () => {
    if (!selected) addTag(tag);
  };
  return (
    <SiteLink to={href} className={styles.newProducts} onClick={onClick}>
      <span className={styles.newBadge} aria-hidden="true">
        {t('newBadge')}
      </span>
      {t('newProducts')}
    </SiteLink>
  );
}
