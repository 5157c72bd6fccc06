// The trail above a detail page (news post, mechanism): the node's crumbs, then the record itself as the current
// page. The look is the shell's .ef-breadcrumbs (shell/src/client/styles/global.css), shared with the product page.
import { type Crumb, SiteLink } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../i18n/use-content-translation';

export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const { t } = useContentTranslation();
  return (
    <nav aria-label={t('breadcrumbs')} className="ef-breadcrumbs">
      <ol className="ef-breadcrumbs__list">
        {crumbs.map((crumb) => (
          <li key={crumb.path} className="ef-breadcrumbs__item">
            <SiteLink to={crumb.path}>{crumb.title}</SiteLink>
          </li>
        ))}
        <li className="ef-breadcrumbs__item">
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
