// The trail above a detail page (news post, mechanism): the node's crumbs, then the record itself as the current
// page. Same look as the product page's breadcrumbs.
import { useRemoteTranslation, type Crumb, SiteLink } from '@ergoforma/shared-contracts';
import { CONTENT_NAMESPACE, translations } from '../i18n/translations';
import styles from './breadcrumbs.module.css';

export function Breadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  const { t } = useRemoteTranslation(CONTENT_NAMESPACE, translations);
  return (
    <nav aria-label={t('breadcrumbs')} className={styles.breadcrumbs}>
      <ol className={styles.list}>
        {crumbs.map((crumb) => (
          <li key={crumb.path} className={styles.item}>
            <SiteLink to={crumb.path}>{crumb.title}</SiteLink>
          </li>
        ))}
        <li className={styles.item}>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
