// Every remote renders inside one of these: an error in the remote costs only its region (ARCHITECTURE: Composition).
// On the server an error inside <Suspense> makes React send the fallback; in the browser the boundary catches it.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteName } from '@ergoforma/shared-contracts';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunk-reload-guard';

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
    // A remote chunk that no longer exists (a release happened meanwhile): reload once (SPEC §4, §8).
    if (isChunkLoadError(error)) reloadAfterChunkFailure(window.sessionStorage, () => window.location.reload());
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** `data-boundary` names the owning team's region, for QA on the composed page. */
export function RemoteRegion({ name, fallback, children }: BoundaryProps) {
  return (
    <div className="ef-region" data-boundary={name}>
      <RegionErrorBoundary name={name} fallback={fallback}>
        <Suspense fallback={fallback}>{children}</Suspense>
      </RegionErrorBoundary>
    </div>
  );
}
