// content/LoginPage: what a 'login' sitemap node shows (docs/behaviour.md#log-in-and-pattern-pages). The site has
// no customer accounts, so the page says so and offers the way home and to the contact page instead of a form.
import { SiteLink, type PageProps } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { LoginPageData } from '../types';
import styles from './site-pages.module.css';

export function LoginPage({ data }: PageProps<LoginPageData>) {
  const { t } = useContentTranslation();
  return (
    <article className={styles.page}>
      <div className="ef-container">
        <Breadcrumbs crumbs={data.crumbs} current={data.title} />
        <h1 className={styles.title}>{data.title}</h1>
        <p className={styles.lead}>{t('noAccounts')}</p>
        <ul className={styles.links}>
          <li>
            <SiteLink to={data.homePath} className="ef-button">
              {t('noAccountsHome')}
            </SiteLink>
          </li>
          {data.contactPath && (
            <li>
              <SiteLink to={data.contactPath} className="ef-button ef-button--ghost">
                {t('noAccountsContact')}
              </SiteLink>
            </li>
          )}
        </ul>
      </div>
    </article>
  );
}
