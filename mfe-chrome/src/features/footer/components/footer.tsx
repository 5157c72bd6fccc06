// The footer (docs/behaviour.md#footer): logo, three social links, footer menu, headquarters address (the company's
// facts from the API, docs/api.md#company; left out when the data has none), copyright with
// the current year, privacy link and agency credit. Beside the privacy link, a button reopens the cookie settings (the
// shell's popup listens for 'cookie-consent:open'), so consent is withdrawn as easily as it was given.
import {
  CompanyAddress,
  homePath,
  siteEvents,
  telHref,
  type ChromeData,
  type Company,
  SiteLink,
} from '@ergoforma/shared-contracts';
import { Logo } from '../../../components/logo';
import { useCurrentLocale } from '../../../hooks/use-current-locale';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { MenuItemLink } from '../../../components/menu-item-link';
import { menuItems } from '../../../utils/find-menu';
import { SocialLinks } from './social-links';
import styles from './footer.module.css';

function Headquarters({ company }: { company: Company }) {
  const { t } = useChromeTranslation();
  const { phone, emails } = company;
  return (
    <section className={styles.column} aria-labelledby="ef-footer-address">
      <h2 id="ef-footer-address" className={styles.heading}>
        {t('headquarters')}
      </h2>
      <CompanyAddress company={company} className={styles.address} />
      <p className={styles.contact}>
        <span>{t('phoneLabel')} </span>
        <a href={telHref(phone)}>{phone}</a>
        <br />
        <span>{t('emailLabel')} </span>
        <a href={`mailto:${emails.office}`}>{emails.office}</a>
      </p>
    </section>
  );
}

export function Footer({ data }: { data: ChromeData }) {
  const { t } = useChromeTranslation();
  const locale = useCurrentLocale();
  const items = menuItems(data.menus, 'footer');
  // Rendered on the server and hydrated the same day; only a page open across New Year would differ.
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`ef-container ${styles.main}`}>
        <div className={styles.brand}>
          <SiteLink to={homePath(locale)} className={styles.home} aria-label={t('homeLink')}>
            <Logo className={styles.logo} />
          </SiteLink>
          <h2 className={styles.heading}>{t('followUs')}</h2>
          <SocialLinks />
        </div>

        {data.company && <Headquarters company={data.company} />}

        {items.length > 0 && (
          <nav className={styles.column} aria-labelledby="ef-footer-menu">
            <h2 id="ef-footer-menu" className={styles.heading}>
              {t('footerMenu')}
            </h2>
            <ul className={styles.menu}>
              {items.map((item) => (
                <li key={item.id}>
                  <MenuItemLink item={item} className={styles.menuLink} />
                  {item.children.length > 0 && (
                    <ul className={styles.subMenu}>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <MenuItemLink item={child} className={styles.menuLink} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      <div className={styles.bottom}>
        <div className={`ef-container ${styles.bottomInner}`}>
          <p className={styles.copyright}>{t('copyright', { year })}</p>
          <SiteLink to={t('privacyPolicyPath')} className={styles.bottomLink}>
            {t('privacyPolicy')}
          </SiteLink>
          <button
            type="button"
            className={`${styles.bottomLink} ${styles.cookieSettings}`}
            onClick={() => siteEvents.emit('cookie-consent:open', {})}
          >
            {t('cookieSettings')}
          </button>
          <p className={styles.credit}>{t('agencyCredit')}</p>
        </div>
      </div>
    </footer>
  );
}
