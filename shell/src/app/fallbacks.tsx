// What a region shows when its remote is down: small, honest, and the rest of the page keeps working.
import { homePath, SiteLink, useSiteLocation, type Locale } from '@ergoforma/shared-contracts';
import { useShellTranslation } from './i18n/use-shell-translation';

export function Logo() {
  return (
    <svg className="ef-logo" viewBox="0 0 160 32" width="160" height="32" aria-hidden="true" focusable="false">
      <rect x="0" y="4" width="24" height="24" rx="4" fill="#199ecb" />
      <path d="M7 10h10M7 16h8M7 22h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      <text x="32" y="23" fontFamily="Inter, sans-serif" fontSize="19" fontWeight="700" fill="currentColor">
        ergoforma
      </text>
    </svg>
  );
}

export function HeaderFallback({ locale }: { locale: Locale }) {
  const { t } = useShellTranslation();
  return (
    <header className="ef-fallback-header">
      <SiteLink
        to={homePath(locale)}
        className="ef-fallback-header__home"
        aria-label={`${t('siteName')} – ${t('home')}`}
      >
        <Logo />
      </SiteLink>
    </header>
  );
}

export function FooterFallback() {
  const { t } = useShellTranslation();
  return (
    <footer className="ef-fallback-footer">
      <p>
        © {new Date().getFullYear()} {t('siteName')}
      </p>
    </footer>
  );
}

export function RegionUnavailable() {
  const { t } = useShellTranslation();
  const { pathname, search } = useSiteLocation();
  return (
    <section className="ef-region-unavailable" role="status">
      <p>{t('regionUnavailable')}</p>
      {/* A plain link to this very page: it reloads it, also before (or without) the page's JavaScript. */}
      <a href={`${pathname}${search}`} className="ef-button ef-button--ghost">
        {t('tryAgain')}
      </a>
    </section>
  );
}
