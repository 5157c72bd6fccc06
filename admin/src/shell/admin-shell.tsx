// react-admin's <Admin> rebuilt from its parts, so that only the sign-in page's share of it is in the first load:
// <Admin> names a default for every screen (its own sign-in form, layout, error pages, the English texts) and so
// bundles them all, even when the app replaces them. Here the layout and the pages shown inside it are loaded
// once someone is signed in.
import { lazy, Suspense, type ComponentType } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  Notification,
  type AdminChildren,
  type AdminContextProps,
  type LoginComponent,
} from 'react-admin';

const layoutPart = () => import('./signed-in-parts');
const SiteLayout = lazy(async () => ({ default: (await layoutPart()).SiteLayout }));
const Dashboard = lazy(async () => ({ default: (await layoutPart()).Dashboard }));
// Without the title react-admin would pass it: the page names itself.
const NotFound = lazy<ComponentType>(async () => ({ default: (await layoutPart()).NotFound }));
const AccessDenied = lazy(async () => ({ default: (await layoutPart()).AccessDenied }));
const AuthenticationError = lazy(async () => ({ default: (await layoutPart()).AuthenticationError }));
// Shown when a page fails outside the layout (the sign-in page); inside it, the layout shows its own.
const FailedPage = lazy(async () => ({ default: (await layoutPart()).Error }));

type AdminShellProps = Pick<AdminContextProps, 'store' | 'authProvider' | 'dataProvider' | 'i18nProvider' | 'theme'> & {
  title: string;
  loginPage: LoginComponent;
  children: AdminChildren;
};

/** The back office's frame: every page needs a signed-in person. */
export const AdminShell = ({ title, loginPage, children, ...context }: AdminShellProps) => (
  <AdminContext {...context}>
    <CssBaseline enableColorScheme>
      {/* While the layout, a page outside it (a set-up link's) or the error page loads; inside the layout, its own
          Suspense waits for the pages. */}
      <Suspense fallback={<LoadingPage />}>
        <CoreAdminUI
          title={title}
          layout={SiteLayout}
          loginPage={loginPage}
          dashboard={Dashboard}
          catchAll={NotFound}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          loading={LoadingPage}
          error={FailedPage}
          requireAuth
          // react-admin reports installs to its authors by loading an image from their site: never from here.
          disableTelemetry
        >
          {children}
        </CoreAdminUI>
      </Suspense>
      <Notification />
    </CssBaseline>
  </AdminContext>
);
