// react-admin's layout with a user menu that leads to one's own account.
import PersonIcon from '@mui/icons-material/Person';
import type { ReactNode } from 'react';
import { AppBar, Layout, Logout, MenuItemLink, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';

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

export const SiteLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={SiteAppBar} sx={CONTENT_SHRINKS}>
    {children}
  </Layout>
);
