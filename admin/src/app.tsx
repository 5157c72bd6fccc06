// The back office: react-admin on the back-office API (/api/admin on this origin).
import { Admin } from 'react-admin';
import { Dashboard } from './dashboard/dashboard';
import { i18nProvider } from './i18n/i18n-provider';
import { theme } from './theme';

export function App() {
  return (
    <Admin
      title="Ergoforma"
      i18nProvider={i18nProvider}
      theme={theme}
      dashboard={Dashboard}
      // react-admin reports installs to its authors by loading an image from their site: never from here.
      disableTelemetry
    />
  );
}
