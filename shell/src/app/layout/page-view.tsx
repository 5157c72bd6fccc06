// The page region: the remote module chosen by the sitemap node, inside the layout it asks for
// (docs/behaviour.md#layouts).
import { useLoaderData, useLocation } from 'react-router-dom';
import { splitLocaleFromPath, type RemoteName } from '@ergoforma/shared-contracts';
import { ErrorPage } from '../error-page';
import { RegionUnavailable } from '../fallbacks';
import { RemoteRegion } from '../remote-region';
import { PreviewRibbon } from './preview-ribbon';
import { useShell } from '../shell-context';
import type { PageLoaderResult } from '../state';

export function PageView() {
  const page = useLoaderData<PageLoaderResult>();
  const { registry } = useShell();
  const { pathname } = useLocation();

  if (page.kind === 'error') {
    const { locale } = splitLocaleFromPath(pathname);
    return <ErrorPage status={page.status} locale={locale} detail={page.detail} />;
  }

  const remote = page.moduleId.split('/')[0] as RemoteName;
  const module = page.available ? registry.get(page.moduleId) : undefined;
  let content;
  if (module)
    content = (
      <div className="ef-page-content">
        <module.Component data={page.data} node={page.node} params={page.params} />
      </div>
    );
  else if (page.available && isHydrating()) content = <ServerRenderedContent />;
  else
    content = (
      <div className="ef-page-content">
        <RegionUnavailable />
      </div>
    );
  return (
    <div className={`ef-layout ef-layout--${page.layout}`}>
      {page.preview ? <PreviewRibbon /> : null}
      <RemoteRegion key={`${page.moduleId}:${pathname}`} name={remote} fallback={<RegionUnavailable />}>
        {content}
      </RemoteRegion>
    </div>
  );
}

/** True while the browser hydrates the server's page (bootstrap marks <html data-hydrated> afterwards). */
function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true';
}

/**
 * The browser could not load the page's remote, but the server rendered it: keep the server's markup (readable,
 * links work) instead of replacing it with the fallback. React leaves the inner HTML of an element it hydrates
 * with dangerouslySetInnerHTML alone, so this is the same wrapper element the server rendered, contents untouched.
 */
function ServerRenderedContent() {
  return <div className="ef-page-content" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
