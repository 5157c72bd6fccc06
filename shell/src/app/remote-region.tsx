// Every remote renders inside one of these: an error in the remote costs only its region
// (docs/behaviour.md#region-fallbacks). On the server an error inside <Suspense> makes React send the fallback; in the
// browser the boundary catches it.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@ergoforma/shared-contracts';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload-guard';
import { RegionHydrated, useRegionHydrationToken } from './hydration-marker';
import { useShell } from './shell-context';

interface BoundaryProps {
  name: RemoteName;
  fallback: ReactNode;
  children: ReactNode;
}

class RegionErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote region '${this.props.name}' failed; showing its fallback`, error, info.componentStack);
    // A remote chunk that no longer exists (a release happened meanwhile): reload once
    // (docs/behaviour.md#chunk-reload).
    if (isChunkLoadError(error)) reloadAfterChunkFailure(window.sessionStorage, () => window.location.reload());
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The version shown for a remote the page could not use (refused or unreachable): its fallback is on the page. */
export const UNAVAILABLE_VERSION = 'unavailable';

/**
 * `data-remote` and `data-remote-version` name the team and the exact release that own the region, so QA can see
 * who owns what on the composed page (`?debug=regions` or Alt+Shift+R outlines them: region-outlines.ts) and
 * browser tests can scope to a region.
 */
export function RemoteRegion({ name, fallback, children }: BoundaryProps) {
  const { remoteVersions } = useShell();
  const hydration = useRegionHydrationToken();
  return (
    <div className="ef-region" data-remote={name} data-remote-version={remoteVersions[name] ?? UNAVAILABLE_VERSION}>
      <RegionErrorBoundary
        name={name}
        fallback={
          <>
            <RegionHydrated token={hydration} />
            {fallback}
          </>
        }
      >
        <Suspense fallback={fallback}>
          <RegionHydrated token={hydration} />
          {children}
        </Suspense>
      </RegionErrorBoundary>
    </div>
  );
}
