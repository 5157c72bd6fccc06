// The product mega-menu (docs/behaviour.md#product-mega-menu): one category column: its title, a disclosure that opens
// the column's product submenu, and its subcategories. The submenu shows up to 27 products (999 in the first column),
// in two columns below 12 items and three below 30, and opens to the left in columns with an index above 2.
import { useRef, type FocusEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { SiteLink } from '@ergoforma/shared-contracts';
import type { MenuItem } from '@ergoforma/shared-contracts';
import { ChevronDownIcon } from '../../../components/icons';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { MenuItemLink } from '../../../components/menu-item-link';
import { menuItemTarget } from '../../../utils/menu-item-target';
import type { MegaMenuProductsState } from '../hooks/use-mega-menu-products';
import { opensToLeft, productLimit, productsOfColumn, submenuLayout } from '../utils/mega-menu-layout';
import styles from './product-mega-menu.module.css';

export interface SubmenuHandlers {
  toggle(columnId: number): void;
  hoverStart(columnId: number): void;
  hoverEnd(columnId: number): void;
  close(columnId: number): void;
}

export interface CategoryColumnProps {
  column: MenuItem;
  index: number;
  products: MegaMenuProductsState;
  submenuOpen: boolean;
  handlers: SubmenuHandlers;
}

const LAYOUT_CLASS = { two: styles.layoutTwo, three: styles.layoutThree, four: styles.layoutFour } as const;

export function CategoryColumn({ column, index, products, submenuOpen, handlers }: CategoryColumnProps) {
  const { t } = useChromeTranslation();
  const columnRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const submenuId = `ef-mega-submenu-${column.id}`;

  const all = products.status === 'loaded' ? productsOfColumn(column, products.groups) : [];
  const shown = all.slice(0, productLimit(index));
  const more = all.length - shown.length;
  // Once loaded, a category without products has no submenu to open.
  const hasSubmenu = products.status === 'loading' || all.length > 0;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !submenuOpen) return;
    // The first Escape closes only the submenu; the next one closes the whole mega-menu.
    event.stopPropagation();
    handlers.close(column.id);
    toggleRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (submenuOpen && next instanceof Node && !columnRef.current?.contains(next)) handlers.close(column.id);
  };
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handlers.hoverStart(column.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handlers.hoverEnd(column.id);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape and focus leaving are handled for the column's links and button, whose events bubble here; the item itself takes no focus or clicks
    <li ref={columnRef} className={styles.column} data-column-index={index} onKeyDown={onKeyDown} onBlur={onBlur}>
      <MenuItemLink item={column} className={styles.columnTitle} />
      {hasSubmenu && (
        <div className={styles.models} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave}>
          <button
            ref={toggleRef}
            type="button"
            className={styles.modelsToggle}
            aria-label={t('modelsOf', { name: column.name })}
            aria-expanded={submenuOpen}
            aria-controls={submenuId}
            onClick={() => handlers.toggle(column.id)}
          >
            {t('models')}
            <ChevronDownIcon className={styles.modelsChevron} />
          </button>
          <div
            id={submenuId}
            hidden={!submenuOpen}
            className={`${styles.submenu} ${opensToLeft(index) ? styles.opensLeft : ''} ${LAYOUT_CLASS[submenuLayout(shown.length)]}`}
            data-opens={opensToLeft(index) ? 'left' : 'right'}
            aria-busy={products.status === 'loading'}
          >
            {products.status === 'loading' ? (
              <p className={styles.loading} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                {t('loadingProducts')}
              </p>
            ) : (
              <>
                <p className={styles.submenuCaption}>
                  {column.name} <span className={styles.count}>{t('productCount', { count: all.length })}</span>
                </p>
                <ul className={styles.productList}>
                  {shown.map((product) => (
                    <li key={product.id}>
                      <SiteLink to={product.path} className={styles.productLink}>
                        {product.name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
                {more > 0 && menuItemTarget(column).kind !== 'text' && (
                  <MenuItemLink item={column} className={styles.moreLink}>
                    {t('moreProducts', { extra: more, name: column.name })}
                  </MenuItemLink>
                )}
              </>
            )}
          </div>
        </div>
      )}
      {column.children.length > 0 && (
        <ul className={styles.subcategories}>
          {column.children.map((child) => (
            <li key={child.id}>
              <MenuItemLink item={child} className={styles.subcategory} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
