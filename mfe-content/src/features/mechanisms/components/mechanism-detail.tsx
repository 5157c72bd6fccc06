// content/MechanismDetail: one chair mechanism (docs/behaviour.md#mechanisms) with breadcrumbs and a link back to the
// list.
import { type PageProps } from '@ergoforma/shared-contracts';
import { useContentTranslation } from '../../../i18n/use-content-translation';
import { BackLink } from '../../../components/back-link';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import type { MechanismDetailData } from '../types';
import { MechanismArticle } from './mechanism-article';

export function MechanismDetail({ data }: PageProps<MechanismDetailData>) {
  const { t } = useContentTranslation();
  const { mechanism, crumbs } = data;
  const list = crumbs.length > 1 ? crumbs[crumbs.length - 1] : undefined;
  return (
    <MechanismArticle
      mechanism={mechanism}
      headingLevel={1}
      before={<Breadcrumbs crumbs={crumbs} current={mechanism.name} />}
      after={list && <BackLink to={list.path} label={t('backToMechanisms')} />}
    />
  );
}
