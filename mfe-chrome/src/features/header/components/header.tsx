// SPEC §2 Header and menus: fixed header with logo, main navigation, search, language switch and mobile menu.
// On the front page it lies transparent over the slider, with white text, until the page is scrolled more than
// 5 px or a menu or the search opens; on subpages it is always solid. The English notice (SPEC §1) sits below it.
import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { homePath, isHomePath, type ChromeData } from '@ergoforma/shared-contracts';
import { Logo } from '../../../components/logo';
import { useCurrentLocale } from '../../../hooks/use-current-locale';
import { useChromeTranslation } from '../../../i18n/use-chrome-translation';
import { EnglishNotice } from '../../english-notice/components/english-notice';
import { LanguageSwitch } from '../../language-switch/components/language-switch';
import { MainNavigation } from '../../main-navigation/components/main-navigation';
import { menuItems } from '../../menus/utils/find-menu';
import { MobileMenu } from '../../mobile-menu/components/mobile-menu';
import { SearchOverlay } from '../../search/components/search-overlay';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import styles from './header.module.css';

export type HeaderAppearance = 'transparent' | 'solid';

export function Header({ data }: { data: ChromeData }) {
  const { t } = useChromeTranslation();
  const locale = useCurrentLocale();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast();
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const onDropdownChange = useCallback((open: boolean) => setDropdownOpen(open), []);
  const onMobileChange = useCallback((open: boolean) => setMobileOpen(open), []);
  const onSearchChange = useCallback((open: boolean) => setSearchOpen(open), []);

  const front = isHomePath(pathname);
  const appearance: HeaderAppearance =
    front && !scrolled && !dropdownOpen && !mobileOpen && !searchOpen ? 'transparent' : 'solid';
  const items = menuItems(data.menus, 'main');

  return (
    <>
      <header
        className={`${styles.header} ${appearance === 'transparent' ? styles.transparent : styles.solid} ${front ? '' : styles.subpage} ${scrolled ? styles.scrolled : ''}`}
        data-appearance={appearance}
      >
        <div className={`ef-container ${styles.inner}`}>
          <Link to={homePath(locale)} className={styles.home} aria-label={t('homeLink')}>
            <Logo className={styles.logo} />
          </Link>
          <MainNavigation items={items} onOpenChange={onDropdownChange} />
          <div className={styles.tools}>
            <SearchOverlay toggleClassName={styles.toolButton} onOpenChange={onSearchChange} />
            <LanguageSwitch />
            <MobileMenu items={items} onOpenChange={onMobileChange} />
          </div>
        </div>
      </header>
      <EnglishNotice />
    </>
  );
}
