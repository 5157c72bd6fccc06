// The product mega-menu's mechanisms column (docs/behaviour.md#product-mega-menu) shows an image and a promo link
// instead of subcategories. The item's type decides whether the promo is a link (docs/behaviour.md#menu-items).
import type { MenuItem } from '@ergoforma/shared-contracts';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { MenuItemLink } from '../../../components/menu-item-link';
import { menuItemTarget } from '../../../utils/menu-item-target';
import { MechanismIllustration } from './mechanism-illustration';
import styles from './product-mega-menu.module.css';

export function MechanismsPromo({ item }: { item: MenuItem }) {
  const { t } = useChromeTranslation();
  const linked = menuItemTarget(item).kind !== 'text';
  return (
    <MenuItemLink item={item} className={`${styles.promo} ${linked ? styles.promoLinked : ''}`}>
      {item.imageSrc ? (
        <img className={styles.promoImage} src={item.imageSrc} alt="" width={300} height={200} loading="lazy" />
      ) : (
        <MechanismIllustration className={styles.promoImage} />
      )}
      <span className={styles.promoTitle}>{item.headline ?? item.name}</span>
      {item.description && <span className={styles.promoText}>{item.description}</span>}
      {linked && (
        <span className={styles.promoMore} aria-hidden="true">
          {t('learnMore')} →
        </span>
      )}
    </MenuItemLink>
  );
}
