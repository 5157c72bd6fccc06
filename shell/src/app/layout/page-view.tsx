// The page region: the remote module chosen by the sitemap node, inside the layout it asks for (SPEC §2 Layouts).
import { useLoaderData, useLocation } from 'react-router-dom';
import { splitLocaleFromPath, type RemoteName } from '@ergoforma/shared-contracts';
import { ErrorPage } from '../error-page';
import { RegionUnavailable } from '../fallbacks';
import { RemoteRegion } from '../remote-region';
import { useShell } from '../shell-context';
import type { PageLoaderResult } from '../state';

export function PageView() {
  const page = useLoaderData() as PageLoaderResult;
  const { registry } = useShell();
  const { pathname } = useLocation();

  if (page.kind === 'error') {
    const { locale } = splitLocaleFromPath(pathname);
    return <ErrorPage status={page.status} locale={locale} />;
  }

  const remote = page.moduleId.split('/')[0] as RemoteName;
  const module = page.available ? registry.get(page.moduleId) : undefined;
  return (
    <div className={`ef-layout ef-layout--${page.layout}`}>
      <RemoteRegion key={`${page.moduleId}:${pathname}`} name={remote} fallback={<RegionUnavailable />}>
        {module ? <module.Component data={page.data} node={page.node} params={page.params} /> : <RegionUnavailable />}
      </RemoteRegion>
    </div>
  );
}
