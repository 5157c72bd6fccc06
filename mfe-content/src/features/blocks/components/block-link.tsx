// A link a block carries (slide, banner): internal paths navigate client-side, http addresses open in a new tab
// (as menu items do, docs/behaviour.md#menu-items), anything else the sanitiser would refuse is shown as text.
import type { ReactNode } from 'react';
import { SANITIZE_CONFIG, type Link, SiteLink } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';

export function BlockLink({ link, className, children }: { link: Link; className?: string; children?: ReactNode }) {
  const { t } = useContentTranslation();
  const label = children ?? link.label;
  const href = link.href.trim();
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <SiteLink to={href} className={className}>
        {label}
      </SiteLink>
    );
  }
  if (!SANITIZE_CONFIG.ALLOWED_URI_REGEXP.test(href)) return <span className={className}>{label}</span>;
  const external = /^https?:/i.test(href);
  return (
    <a
      href={href}
      className={className}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {label}
      {external && <span className="ef-visually-hidden"> {t('opensInNewTab')}</span>}
    </a>
  );
}
