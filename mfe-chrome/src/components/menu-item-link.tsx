// One menu item rendered by its type (docs/behaviour.md#menu-items): a client-side link, a new-tab external link, or
// plain text.
import type { ReactNode } from 'react';
import { SiteNavLink } from '@ergoforma/shared-contracts';
import type { MenuItem } from '@ergoforma/shared-contracts';
import { ExternalIcon } from './icons';
import { VisuallyHidden } from './visually-hidden';
import { useChromeTranslation } from '../i18n/use-chrome-translation';
import { menuItemTarget } from '../utils/menu-item-target';
import styles from './menu-item-link.module.css';

export interface MenuItemLinkProps {
  item: MenuItem;
  className?: string;
  /** Class for plain-text items (no target); defaults to `className`. */
  textClassName?: string;
  /** Shown instead of the item's name (e.g. 'View all: …'). */
  children?: ReactNode;
}

export function MenuItemLink({ item, className, textClassName, children }: MenuItemLinkProps) {
  const { t } = useChromeTranslation();
  const target = menuItemTarget(item);
  const label = children ?? item.name;
  if (target.kind === 'internal') {
    return (
      <SiteNavLink to={target.path} className={className}>
        {label}
      </SiteNavLink>
    );
  }
  if (target.kind === 'external') {
    return (
      <a href={target.href} target="_blank" rel="noopener" className={className}>
        {label}
        <ExternalIcon className={styles.externalIcon} />
        <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  return <span className={textClassName ?? className}>{label}</span>;
}
