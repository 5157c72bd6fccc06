// Head of a mechanism page: its name with the category, the description's opening as meta description, its
// picture, the same mechanism in the other languages, and BreadcrumbList data.
import { breadcrumbList, type PageHead } from '@ergoforma/shared-contracts';
import type { MechanismDetailData } from '../types';

export function mechanismDetailHead({ mechanism, crumbs, path, summary }: MechanismDetailData): PageHead {
  return {
    title: `${mechanism.name} – ${mechanism.category.name}`,
    ...(summary ? { description: summary } : {}),
    ...(mechanism.image ? { image: mechanism.image.url } : {}),
    alternates: mechanism.alternates,
    jsonLd: [breadcrumbList([...crumbs, { title: mechanism.name, path }])],
  };
}
