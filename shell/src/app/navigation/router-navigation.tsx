// The shell's router, offered to the remotes through the contracts' navigation context (SiteLink, useSiteLocation,
// usePendingLocation...): only the shell bundles the router.
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { SiteNavigationProvider, type SiteNavigator } from '@ergoforma/shared-contracts';
import { useShell } from '../shell-context';

export function RouterNavigation({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { location: pendingLocation } = useNavigation();
  const navigate = useNavigate();
  const { prefetch } = useShell();
  const navigator = useMemo<SiteNavigator>(
    () => ({
      navigate(to, options) {
        void navigate(to, options);
      },
      prefetch,
    }),
    [navigate, prefetch],
  );
  return (
    <SiteNavigationProvider location={location} pendingLocation={pendingLocation ?? null} navigator={navigator}>
      {children}
    </SiteNavigationProvider>
  );
}
