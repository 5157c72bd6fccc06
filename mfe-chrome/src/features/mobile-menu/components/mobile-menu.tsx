// The mobile menu (docs/behaviour.md#mobile-menu), closed, open or with a sub-list open: below 1200 px a hamburger
// opens a slide-in panel whose header shows the current section title (default 'menu główne'). A parent slides in its
// sub-list with a back entry (the products one with an all-products link); sub-items with children expand in place. It
// closes on route change and Escape, keeps focus inside while open, and gives focus back to the hamburger. Closing also
// hides the sub-list.
import { useCallback, useEffect, useRef, useState } from 'react';
import { breakpoints, type MenuItem } from '@ergoforma/shared-contracts';
import { focusableIn, useFocusTrap } from '@ergoforma/shared-contracts/ui/use-focus-trap';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, MenuIcon } from '../../../components/icons';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useOnMediaMatch } from '../../../hooks/use-on-media-match';
import { useOnRouteChange } from '../../../hooks/use-on-route-change';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { isProductsMenu } from '../../../utils/products-menu';
import { MenuItemLink } from '../../../components/menu-item-link';
import { hasSubmenu } from '../../../utils/find-menu';
import { menuItemTarget } from '../../../utils/menu-item-target';
import styles from './mobile-menu.module.css';

const PANEL_ID = 'ef-mobile-menu';
const TITLE_ID = 'ef-mobile-menu-title';
const DESKTOP_QUERY = `(min-width: ${breakpoints.desktopMenu}px)`;

export interface MobileMenuProps {
  items: MenuItem[];
  /** Told whether the panel is open (the header turns solid while it is). */
  onOpenChange?(open: boolean): void;
  className?: string;
}

export function MobileMenu({ items, onOpenChange, className }: MobileMenuProps) {
  const { t } = useChromeTranslation();
  const [open, setOpen] = useState(false);
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState<number[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Where focus goes once the panel has re-rendered (a CSS selector inside the panel).
  const pendingFocus = useRef<string | null>(null);
  // Focus goes back to the hamburger once the panel is closed and its focus trap released.
  const returnFocus = useRef(false);

  const section = sectionId === null ? null : (items.find((item) => item.id === sectionId) ?? null);

  const close = useCallback((returnFocusToHamburger: boolean) => {
    setOpen(false);
    setSectionId(null);
    setExpanded([]);
    returnFocus.current = returnFocusToHamburger;
  }, []);

  const openPanel = () => {
    pendingFocus.current = `#${TITLE_ID}`;
    setOpen(true);
  };
  const openSection = (item: MenuItem) => {
    pendingFocus.current = '[data-back]';
    setExpanded([]);
    setSectionId(item.id);
  };
  const backToTop = () => {
    pendingFocus.current = `[data-item-id="${sectionId}"]`;
    setSectionId(null);
  };
  const toggleExpanded = (id: number) =>
    setExpanded((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));

  // After navigation the shell moves focus to the page content, so focus stays where it put it.
  useOnRouteChange(useCallback(() => close(false), [close]));
  useOnMediaMatch(DESKTOP_QUERY, () => close(false));
  useDismiss(rootRef, open, () => close(true));
  useFocusTrap(panelRef, open);
  useEffect(() => onOpenChange?.(open), [open, onOpenChange]);

  useEffect(() => {
    if (!open && returnFocus.current) {
      returnFocus.current = false;
      hamburgerRef.current?.focus();
    }
  }, [open]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!pendingFocus.current || !panel) return;
    const target = panel.querySelector<HTMLElement>(pendingFocus.current) ?? focusableIn(panel)[0];
    pendingFocus.current = null;
    target?.focus();
  }, [open, sectionId]);

  // The page behind does not scroll while the panel covers it.
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`${styles.mobileMenu} ${className ?? ''}`}>
      <button
        ref={hamburgerRef}
        type="button"
        className={styles.hamburger}
        aria-label={t('menu')}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => (open ? close(true) : openPanel())}
      >
        <MenuIcon />
      </button>
      <div className={styles.backdrop} hidden={!open} aria-hidden="true" onClick={() => close(true)} />
      <div
        ref={panelRef}
        id={PANEL_ID}
        className={styles.panel}
        hidden={!open}
        role="dialog"
        aria-modal="true"
        aria-labelledby={TITLE_ID}
      >
        <div className={styles.panelHeader}>
          <h2 id={TITLE_ID} className={styles.title} tabIndex={-1}>
            {section ? section.name : t('mainMenu')}
          </h2>
          <button type="button" className={styles.iconButton} aria-label={t('closeMenu')} onClick={() => close(true)}>
            <CloseIcon />
          </button>
        </div>
        <nav className={styles.body} aria-label={t('navigationLabel')}>
          {section ? (
            <div key={section.id} className={`${styles.level} ${styles.levelSub}`}>
              <button type="button" className={styles.back} data-back onClick={backToTop}>
                <ChevronLeftIcon />
                {t('back')}
                <VisuallyHidden>: {t('mainMenu')}</VisuallyHidden>
              </button>
              <ul className={styles.list}>
                {menuItemTarget(section).kind !== 'text' && (
                  <li>
                    <MenuItemLink item={section} className={`${styles.row} ${styles.viewAll}`}>
                      {isProductsMenu(section) ? t('allProducts') : t('viewAll', { name: section.name })}
                    </MenuItemLink>
                  </li>
                )}
                {section.children.map((child) =>
                  hasSubmenu(child) ? (
                    <ExpandableItem
                      key={child.id}
                      item={child}
                      expanded={expanded.includes(child.id)}
                      onToggle={toggleExpanded}
                    />
                  ) : (
                    <li key={child.id}>
                      <MenuItemLink item={child} className={styles.row} />
                    </li>
                  ),
                )}
              </ul>
            </div>
          ) : (
            <div key="top" className={styles.level}>
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.id}>
                    {hasSubmenu(item) ? (
                      <button
                        type="button"
                        className={styles.row}
                        data-item-id={item.id}
                        onClick={() => openSection(item)}
                      >
                        {item.name}
                        <ChevronRightIcon className={styles.rowIcon} />
                      </button>
                    ) : (
                      <MenuItemLink item={item} className={styles.row} />
                    )}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}

function ExpandableItem({
  item,
  expanded,
  onToggle,
}: {
  item: MenuItem;
  expanded: boolean;
  onToggle(id: number): void;
}) {
  const { t } = useChromeTranslation();
  const listId = `ef-mobile-menu-sub-${item.id}`;
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => onToggle(item.id)}
      >
        {item.name}
        <ChevronDownIcon className={`${styles.rowIcon} ${styles.expandIcon}`} />
      </button>
      <ul id={listId} className={styles.subList} hidden={!expanded}>
        {menuItemTarget(item).kind !== 'text' && (
          <li>
            <MenuItemLink item={item} className={`${styles.subRow} ${styles.viewAll}`}>
              {t('viewAll', { name: item.name })}
            </MenuItemLink>
          </li>
        )}
        {item.children.map((child) => (
          <li key={child.id}>
            <MenuItemLink item={child} className={styles.subRow} />
          </li>
        ))}
      </ul>
    </li>
  );
}
