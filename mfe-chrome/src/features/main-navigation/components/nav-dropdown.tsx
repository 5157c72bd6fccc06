// The panel a parent item of the main navigation opens: its children, and for category columns the children's
// children. The 'products' item opens the product mega-menu instead (docs/behaviour.md#product-mega-menu).
import type { MenuItem } from '@ergoforma/shared-contracts';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { ProductMegaMenu } from './product-mega-menu';
import { isProductsMenu } from '../../../utils/products-menu';
import { MenuItemLink } from '../../../components/menu-item-link';
import { menuItemTarget } from '../../../utils/menu-item-target';
import styles from './main-navigation.module.css';

/** Children that have children of their own are shown as columns in a full-width panel. */
export function isColumnPanel(item: MenuItem): boolean {
  return isProductsMenu(item) || item.children.some((child) => child.children.length > 0);
}

export function NavDropdown({ id, item, open }: { id: string; item: MenuItem; open: boolean }) {
  if (isProductsMenu(item)) return <ProductMegaMenu id={id} item={item} open={open} />;
  return <ColumnsOrListDropdown id={id} item={item} open={open} />;
}

function ColumnsOrListDropdown({ id, item, open }: { id: string; item: MenuItem; open: boolean }) {
  const { t } = useChromeTranslation();
  const columns = isColumnPanel(item);
  const hasOverview = menuItemTarget(item).kind !== 'text';

  return (
    <div
      id={id}
      hidden={!open}
      className={columns ? styles.megaPanel : styles.panel}
      data-css-class={item.cssClass ?? undefined}
    >
      <div className={columns ? `ef-container ${styles.megaInner}` : undefined}>
        <ul className={columns ? styles.columns : styles.panelList}>
          {item.children.map((child) => (
            <li
              key={child.id}
              className={columns ? styles.column : undefined}
              data-css-class={child.cssClass ?? undefined}
            >
              <MenuItemLink item={child} className={columns ? styles.columnTitle : styles.panelLink} />
              {child.children.length > 0 && (
                <ul className={styles.subList}>
                  {child.children.map((grandchild) => (
                    <li key={grandchild.id}>
                      <MenuItemLink item={grandchild} className={styles.subLink} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {hasOverview && (
          <div className={styles.panelFooter}>
            <MenuItemLink item={item} className={styles.viewAll}>
              {t('viewAll', { name: item.name })}
            </MenuItemLink>
          </div>
        )}
      </div>
    </div>
  );
}
