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

export const SiteLayout = ({ children }: { children: ReactNode }) => <Layout appBar={SiteAppBar}>{children}</Layout>;
