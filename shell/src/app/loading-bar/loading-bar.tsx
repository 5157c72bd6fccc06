// The page-load bar at the top (docs/behaviour.md#page-loading). Starts on route or param change, finishes when the
// page is ready; remotes can drive it through the loading-bar:* events.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useNavigation, useRouteLoaderData } from 'react-router-dom';
import { siteEvents } from '@ergoforma/shared-contracts';
import { useShellTranslation } from '../i18n/use-shell-translation';
import type { PageLoaderResult } from '../state';
import { INITIAL_LOADING_BAR, LoadingBarController } from './loading-bar-model';

export function LoadingBar() {
  const [controller] = useState(() => new LoadingBarController());
  const state = useSyncExternalStore(
    (listener) => controller.subscribe(listener),
    () => controller.current,
    () => INITIAL_LOADING_BAR,
  );
  const navigation = useNavigation();
  const page = useRouteLoaderData<PageLoaderResult>('page');
  const { t } = useShellTranslation();
  const pageFailed = page?.kind === 'error';

  // The bar starts on route or param change; on error it fails and the error page shows.
  useEffect(() => {
    if (navigation.state === 'loading') controller.start();
    else if (navigation.state === 'idle' && controller.current.visible) {
      if (pageFailed) controller.fail();
      else controller.finish();
    }
  }, [navigation.state, pageFailed, controller]);

  useEffect(() => {
    const offs = [
      siteEvents.on('loading-bar:start', () => controller.start()),
      siteEvents.on('loading-bar:pause', () => controller.pause()),
      siteEvents.on('loading-bar:resume', () => controller.resume()),
      siteEvents.on('loading-bar:finish', () => controller.finish()),
      siteEvents.on('loading-bar:fail', () => controller.fail()),
    ];
    return () => {
      offs.forEach((off) => off());
      controller.dispose();
    };
  }, [controller]);

  return (
    <div
      className={`ef-loading-bar${state.visible ? ' is-visible' : ''}${state.failed ? ' is-failed' : ''}`}
      role="progressbar"
      aria-label={t('loadingPage')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.percent)}
      aria-hidden={!state.visible}
    >
      <div className="ef-loading-bar__fill" style={{ transform: `scaleX(${state.percent / 100})` }} />
    </div>
  );
}
