// The error page (docs/behaviour.md#error-page): 404 'Page does not exist', otherwise 'An error occurred'; a link to
// the home page.
import { useEffect } from 'react';
import { homePath, siteEvents, SiteLink, type Locale } from '@ergoforma/shared-contracts';
import { useShellTranslation } from './i18n/use-shell-translation';

/** The loading indicator finishes after 400 ms on the error page (docs/behaviour.md#page-loading). */
export const ERROR_PAGE_LOADER_FINISH_MS = 400;

/** `detail`: a technical message shown as is, in English (a draft preview's 'pageData not found' / 'pageData error'). */
export function ErrorPage({ status, locale, detail }: { status: number; locale: Locale; detail?: string }) {
  const { t } = useShellTranslation();
  const notFound = status === 404;

  useEffect(() => {
    const timer = setTimeout(() => siteEvents.emit('loading-bar:finish', {}), ERROR_PAGE_LOADER_FINISH_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <section className="ef-error-page" aria-labelledby="ef-error-title">
      <p className="ef-error-page__code">{t('statusCode', { status })}</p>
      <h1 id="ef-error-title" className="ef-error-page__title">
        {notFound ? t('pageNotFound') : t('errorOccurred')}
      </h1>
      <p className="ef-error-page__text">{notFound ? t('pageNotFoundDetail') : t('errorDetail')}</p>
      {detail ? (
        <p className="ef-error-page__detail">
          <code lang="en">{detail}</code>
        </p>
      ) : null}
      <SiteLink className="ef-button" to={homePath(locale)}>
        {t('backHome')}
      </SiteLink>
    </section>
  );
}
