// The default layout (docs/behaviour.md#layouts): header, page, footer, cookie popup; the loading bar above everything.
import { Outlet, useLoaderData, useLocation, useNavigationType, useRouteLoaderData } from 'react-router-dom';
import {
  isHomePath,
  localizePath,
  PageFoundProvider,
  siteEvents,
  SiteI18nProvider,
  SiteServicesProvider,
  useSiteStores,
  type Locale,
} from '@ergoforma/shared-contracts';
import { CookieConsentPopup } from '../cookie-consent/cookie-consent';
import { ErrorPage } from '../error-page';
import { FooterFallback, HeaderFallback } from '../fallbacks';
import { useRootHydrationMarker } from '../hydration-marker';
import { useShellTranslation } from '../i18n/use-shell-translation';
import { usePageHead } from '../head/use-page-head';
import { LoadingBar } from '../loading-bar/loading-bar';
import { RouterNavigation } from '../navigation/router-navigation';
import { RemoteRegion } from '../remote-region';
import { useShell } from '../shell-context';
import { useAfterHydrationEffect } from '../use-after-hydration-effect';
import type { PageLoaderResult, RootLoaderResult } from '../state';
import { useRegionOutlines } from './region-outlines';

function useLocaleSync(locale: Locale) {
  const stores = useSiteStores();
  useAfterHydrationEffect(() => {
    stores.site.getState().setLocale(locale);
    siteEvents.emit('locale:changed', { locale });
  }, [locale, stores]);
}

/** After client-side navigation: announce the route, move focus to the content, start at the top. */
function useRouteChange() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useAfterHydrationEffect(() => {
    siteEvents.emit('route:changed', { path: location.pathname });
    if (navigationType === 'PUSH' && !location.hash) {
      window.scrollTo(0, 0);
      document.getElementById('main')?.focus({ preventScroll: true });
    }
  }, [location.pathname, location.search, location.hash, navigationType]);
}

function Frame({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { t } = useShellTranslation();
  const { pathname } = useLocation();
  return (
    <div className={`ef-app ${isHomePath(pathname) ? 'ef-app--front' : 'ef-app--subpage'}`}>
      <a className="ef-skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {/* First in the keyboard order after the skip link: it asks for a decision before the page is used. */}
      <CookieConsentPopup policyHref={t('cookiePolicyPath', { defaultValue: localizePath(locale, '/') })} />
      <LoadingBar />
      {children}
    </div>
  );
}

/** What every part of the page reads: the language's texts, the API and the navigation. */
function PageProviders({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  const { i18nFor, servicesFor } = useShell();
  return (
    <SiteI18nProvider i18n={i18nFor(locale)}>
      <SiteServicesProvider services={servicesFor(locale)}>
        <RouterNavigation>{children}</RouterNavigation>
      </SiteServicesProvider>
    </SiteI18nProvider>
  );
}

export function RootLayout() {
  const root = useLoaderData<RootLoaderResult>();
  const page = useRouteLoaderData<PageLoaderResult>('page');
  const { registry } = useShell();
  const locale = root.kind === 'root' ? root.locale : 'pl';
  useLocaleSync(locale);
  usePageHead(root);
  useRouteChange();
  useRootHydrationMarker();
  useRegionOutlines();

  if (root.kind === 'error') {
    return (
      <PageProviders locale={locale}>
        <Frame locale={locale}>
          <HeaderFallback locale={locale} />
          <main id="main" className="ef-main" tabIndex={-1}>
            <ErrorPage status={root.status} locale={locale} />
          </main>
        </Frame>
      </PageProviders>
    );
  }

  const Header = root.chrome && registry.get('chrome/Header')?.Component;
  const Footer = root.chrome && registry.get('chrome/Footer')?.Component;
  return (
    <PageProviders locale={locale}>
      <Frame locale={locale}>
        <PageFoundProvider found={page?.kind !== 'error'}>
          <RemoteRegion name="chrome" fallback={<HeaderFallback locale={locale} />}>
            {Header && root.chrome ? <Header data={root.chrome} /> : <HeaderFallback locale={locale} />}
          </RemoteRegion>
        </PageFoundProvider>
        <main id="main" className="ef-main" tabIndex={-1}>
          <Outlet />
        </main>
        <RemoteRegion name="chrome" fallback={<FooterFallback />}>
          {Footer && root.chrome ? <Footer data={root.chrome} /> : <FooterFallback />}
        </RemoteRegion>
      </Frame>
    </PageProviders>
  );
}
