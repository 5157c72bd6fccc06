// The desktop main navigation (docs/behaviour.md#main-navigation), from 1200 px, after the WAI-ARIA disclosure
// navigation pattern. Parent items are buttons that open a panel; it opens on hover too, and closes on Escape (focus
// back to the button), on a press outside, when focus leaves it, and on route change.
import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useSiteLocation } from '@ergoforma/shared-contracts';
import type { MenuItem } from '@ergoforma/shared-contracts';
import { ChevronDownIcon } from '../../../components/icons';
import { useDismiss } from '../../../hooks/use-dismiss';
import { useOnRouteChange } from '../../../hooks/use-on-route-change';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { MenuItemLink } from '../../../components/menu-item-link';
import { containsPath, hasSubmenu } from '../../../utils/find-menu';
import { NavDropdown, isColumnPanel } from './nav-dropdown';
import styles from './main-navigation.module.css';

/** How long the pointer may be away from a hover-opened item before it closes (crossing small gaps). */
const HOVER_CLOSE_DELAY_MS = 150;

type OpenedBy = 'click' | 'hover';

export interface MainNavigationProps {
  items: MenuItem[];
  /** Told whether a dropdown is open (the header turns solid while one is). */
  onOpenChange?(open: boolean): void;
}

export function MainNavigation({ items, onOpenChange }: MainNavigationProps) {
  const { t } = useChromeTranslation();
  const [open, setOpen] = useState<{ id: number; by: OpenedBy } | null>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelHoverClose = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  const close = useCallback(() => {
    cancelHoverClose();
    setOpen(null);
  }, []);

  useOnRouteChange(close);
  useEffect(() => onOpenChange?.(open !== null), [open, onOpenChange]);
  useEffect(() => cancelHoverClose, []);

  const handlers = {
    toggle(id: number) {
      cancelHoverClose();
      // A click on an item the pointer already opened keeps it open (and pinned): on touch screens the hover and
      // the click arrive together, and closing then would make the item impossible to open.
      setOpen((current) => (current?.id === id && current.by === 'click' ? null : { id, by: 'click' }));
    },
    hoverStart(id: number) {
      cancelHoverClose();
      setOpen((current) => (current?.id === id ? current : { id, by: 'hover' }));
    },
    hoverEnd(id: number) {
      cancelHoverClose();
      hoverTimer.current = setTimeout(() => {
        setOpen((current) => (current?.id === id && current.by === 'hover' ? null : current));
      }, HOVER_CLOSE_DELAY_MS);
    },
    close,
  };

  return (
    <nav className={styles.navigation} aria-label={t('navigationLabel')}>
      <ul className={styles.list}>
        {items.map((item) =>
          hasSubmenu(item) ? (
            <NavDisclosure key={item.id} item={item} open={open?.id === item.id} handlers={handlers} />
          ) : (
            <li key={item.id} className={styles.item}>
              <MenuItemLink item={item} className={styles.topLink} textClassName={styles.topText} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

interface DisclosureHandlers {
  toggle(id: number): void;
  hoverStart(id: number): void;
  hoverEnd(id: number): void;
  close(): void;
}

function NavDisclosure({ item, open, handlers }: { item: MenuItem; open: boolean; handlers: DisclosureHandlers }) {
  const { pathname } = useSiteLocation();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `ef-nav-panel-${item.id}`;

  useDismiss(itemRef, open, (reason) => {
    const focusWasInside = itemRef.current?.contains(document.activeElement) ?? false;
    handlers.close();
    if (reason === 'escape' && focusWasInside) buttonRef.current?.focus();
  });

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handlers.hoverStart(item.id);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') handlers.hoverEnd(item.id);
  };
  // Keyboard users tabbing past the panel leave it closed behind them.
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !itemRef.current?.contains(next)) handlers.close();
  };

  return (
    <li
      ref={itemRef}
      className={`${styles.item} ${isColumnPanel(item) ? '' : styles.itemAnchored}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.topButton}
        aria-expanded={open}
        aria-controls={panelId}
        data-current={containsPath(item, pathname) || undefined}
        onClick={() => handlers.toggle(item.id)}
      >
        {item.name}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <NavDropdown id={panelId} item={item} open={open} />
    </li>
  );
}
