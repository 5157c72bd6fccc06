// Head of a mechanism page: its name with the category, the description's opening as meta description, its
// picture, and BreadcrumbList data. Mechanism slugs differ per language and the API gives no alternates, so none
// are announced.
import type { PageHead } from '@ergoforma/shared-contracts';
import { breadcrumbJsonLd } from '../../detail-page/utils/breadcrumb-json-ld';
import type { MechanismDetailData } from '../types';

export function mechanismDetailHead({ mechanism, crumbs, path, summary }: MechanismDetailData): PageHead {
  return {
    title: `${mechanism.name} – ${mechanism.category.name}`,
    ...(summary ? { description: summary } : {}),
    ...(mechanism.image ? { image: mechanism.image.url } : {}),
    jsonLd: [
      breadcrumbJsonLd(crumbs, { title: mechanism.name, path }),
    ],
  };
}
