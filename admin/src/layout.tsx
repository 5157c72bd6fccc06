// react-admin's layout with a user menu that leads to one's own account.
import PersonIcon from '@mui/icons-material/Person';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { useCallback, type ReactNode } from 'react';
import {
  AppBar,
  Layout,
  Logout,
  MenuItemLink,
  useGetIdentity,
  useLocaleState,
  UserMenu,
  useUserMenu,
} from 'react-admin';

function ProfileMenuItem() {
  const menu = useUserMenu();
  return (
    <MenuItemLink to="/profile" primaryText="app.profile.title" leftIcon={<PersonIcon />} onClick={menu?.onClose} />
  );
}

/** The menu's button shows the person's name, so its accessible name is that name too (WCAG's label in name). */
function SiteUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ?? 'ra.auth.user_menu'}>
      <ProfileMenuItem />
      <Logout />
    </UserMenu>
  );
}

const SiteAppBar = () => <AppBar userMenu={<SiteUserMenu />} />;

// The page may shrink below its widest child (a table, a row of tabs), which then scrolls in its own box:
// react-admin's fit-content width would widen the whole page past a phone's screen.
const CONTENT_SHRINKS = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;

/** Dates in the interface's language's format (the browser's default may be another's: "11/28/2026, 8:57 AM"). */
function DatesInLanguage({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const locales = locale === 'pl' ? 'pl-PL' : 'en-GB';
  const withDates = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      components: { ...outer.components, RaDateField: { defaultProps: { locales } } },
    }),
    [locales],
  );
  return <ThemeProvider theme={withDates}>{children}</ThemeProvider>;
}

export const SiteLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={SiteAppBar} sx={CONTENT_SHRINKS}>
    <DatesInLanguage>{children}</DatesInLanguage>
  </Layout>
);
