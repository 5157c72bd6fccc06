// The product mega-menu (docs/behaviour.md#product-mega-menu): the panel of the 'products' menu item. Its children are
// the category columns (and the mechanisms promo column); each category column opens a product submenu. The products
// load when the panel first opens (on failure the submenus stay in their loading state). The footer links to all
// products and to the new products.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MenuItem } from '@ergoforma/shared-contracts';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { MenuItemLink } from '../../../components/menu-item-link';
import { menuItemTarget } from '../../../utils/menu-item-target';
import { useMegaMenuProducts } from '../hooks/use-mega-menu-products';
import { isMechanismsColumn } from '../utils/mega-menu-layout';
import { CategoryColumn, type SubmenuHandlers } from './category-column';
import { MechanismsPromo } from './mechanisms-promo';
import { NewProductsLink } from './new-products-link';
import styles from './product-mega-menu.module.css';

/** The pointer rests this long on a column's 'models' before its submenu opens (passing by opens nothing). */
export const SUBMENU_HOVER_OPEN_DELAY_MS = 100;
/** …and may be away this long before a hover-opened submenu closes (crossing the small gap to it). */
export const SUBMENU_HOVER_CLOSE_DELAY_MS = 150;

type OpenedBy = 'click' | 'hover';

export function ProductMegaMenu({ id, item, open }: { id: string; item: MenuItem; open: boolean }) {
  const { t } = useChromeTranslation();
  const products = useMegaMenuProducts(open);
  const [submenu, setSubmenu] = useState<{ id: number; by: OpenedBy } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancelTimer, []);
  // Closing the mega-menu closes its submenu too.
  useEffect(() => {
    if (!open) {
      cancelTimer();
      setSubmenu(null);
    }
  }, [open]);

  const handlers: SubmenuHandlers = {
    toggle: useCallback((columnId: number) => {
      cancelTimer();
      // A click on a submenu the pointer opened keeps it open (touch screens send hover and click together).
      setSubmenu((current) =>
        current?.id === columnId && current.by === 'click' ? null : { id: columnId, by: 'click' },
      );
    }, []),
    hoverStart: useCallback((columnId: number) => {
      cancelTimer();
      timer.current = setTimeout(() => {
        setSubmenu((current) => (current?.id === columnId ? current : { id: columnId, by: 'hover' }));
      }, SUBMENU_HOVER_OPEN_DELAY_MS);
    }, []),
    hoverEnd: useCallback((columnId: number) => {
      cancelTimer();
      timer.current = setTimeout(() => {
        setSubmenu((current) => (current?.id === columnId && current.by === 'hover' ? null : current));
      }, SUBMENU_HOVER_CLOSE_DELAY_MS);
    }, []),
    close: useCallback((columnId: number) => {
      cancelTimer();
      setSubmenu((current) => (current?.id === columnId ? null : current));
    }, []),
  };

  const target = menuItemTarget(item);
  const productListPath = target.kind === 'internal' ? target.path : null;

  return (
    <div id={id} hidden={!open} className={styles.panel} data-css-class={item.cssClass ?? undefined}>
      <div className={`ef-container ${styles.inner}`}>
        <ul className={styles.columns}>
          {item.children.map((column, index) =>
            isMechanismsColumn(column) ? (
              <li key={column.id} className={styles.promoColumn} data-css-class={column.cssClass ?? undefined}>
                <MechanismsPromo item={column} />
              </li>
            ) : (
              <CategoryColumn
                key={column.id}
                column={column}
                index={index}
                products={products}
                submenuOpen={submenu?.id === column.id}
                handlers={handlers}
              />
            ),
          )}
        </ul>
        <div className={styles.footer}>
          {target.kind !== 'text' && (
            <MenuItemLink item={item} className={styles.allProducts}>
              {t('allProducts')}
              <span aria-hidden="true">→</span>
            </MenuItemLink>
          )}
          {productListPath && products.status === 'loaded' && products.newProductsTag && (
            <NewProductsLink productListPath={productListPath} tag={products.newProductsTag} />
          )}
        </div>
      </div>
    </div>
  );
}
