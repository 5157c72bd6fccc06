// chrome/Header: the site header, composed of the chrome's features. The shell calls this load and hands the same
// data to the footer.
// The header (docs/behaviour.md#header): fixed, with logo, main navigation, search, language switch and mobile menu.
// On the front page it lies transparent over the slider, with white text, until the page is scrolled more than
// 5 px or a menu or the search opens, or while the English notice shows below it; on subpages it is always solid.
import { useCallback, useState } from 'react';
import {
  homePath,
  isHomePath,
  type ChromeData,
  type RegionModule,
  SiteLink,
  useSiteLocation,
  type ExposedModules,
} from '@ergoforma/shared-contracts';
import { Logo } from '../components/logo';
import { EnglishNotice, useEnglishNotice } from '../features/english-notice/components/english-notice';
import { LanguageSwitch } from '../features/language-switch/components/language-switch';
import { MainNavigation } from '../features/main-navigation/components/main-navigation';
import { loadChromeData } from '../features/menus/api/load-chrome-data';
import { MobileMenu } from '../features/mobile-menu/components/mobile-menu';
import { SearchOverlay } from '../features/search/components/search-overlay';
import { useCurrentLocale } from '../hooks/use-current-locale';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { useChromeTranslation } from '../i18n/use-chrome-translation';
import { menuItems } from '../utils/find-menu';
import styles from './header.module.css';

export type HeaderAppearance = 'transparent' | 'solid';

export function Header({ data }: { data: ChromeData }) {
  const { t } = useChromeTranslation();
  const locale = useCurrentLocale();
  const { pathname } = useSiteLocation();
  const scrolled = useScrolledPast();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const onDropdownChange = useCallback((open: boolean) => setDropdownOpen(open), []);
  const onMobileChange = useCallback((open: boolean) => setMobileOpen(open), []);
  const onSearchChange = useCallback((open: boolean) => setSearchOpen(open), []);
  const englishNotice = useEnglishNotice(data.englishNotice !== false);

  const front = isHomePath(pathname);
  const appearance: HeaderAppearance =
    front && !scrolled && !dropdownOpen && !mobileOpen && !searchOpen && !englishNotice.shown ? 'transparent' : 'solid';
  const items = menuItems(data.menus, 'main');

  return (
    <>
      <header
        className={`${styles.header} ${appearance === 'transparent' ? styles.transparent : styles.solid} ${front ? '' : styles.subpage} ${scrolled ? styles.scrolled : ''}`}
        data-appearance={appearance}
      >
        <div className={`ef-container ${styles.inner}`}>
          <SiteLink to={homePath(locale)} className={styles.home} aria-label={t('homeLink')}>
            <Logo className={styles.logo} />
          </SiteLink>
          <MainNavigation items={items} onOpenChange={onDropdownChange} />
          <div className={styles.tools}>
            <SearchOverlay toggleClassName={styles.toolButton} onOpenChange={onSearchChange} />
            <LanguageSwitch />
            <MobileMenu items={items} onOpenChange={onMobileChange} />
          </div>
        </div>
      </header>
      <EnglishNotice notice={englishNotice} />
    </>
  );
}

const header: RegionModule<ChromeData> = {
  load: loadChromeData,
  Component: Header,
};
export default header satisfies ExposedModules['chrome/Header'];
