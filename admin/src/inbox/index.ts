// The inbox's views, loaded when first shown: the sign-in page's first load stays within its budget.
import { lazy } from 'react';

export const InboxList = lazy(() => import('./inbox-list').then((module) => ({ default: module.InboxList })));
export const InboxShow = lazy(() => import('./inbox-show').then((module) => ({ default: module.InboxShow })));
export const PersonalDataPage = lazy(() =>
  import('./personal-data-page').then((module) => ({ default: module.PersonalDataPage })),
);
