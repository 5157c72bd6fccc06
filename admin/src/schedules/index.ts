// The scheduled publishing list, loaded when first opened, out of the back office's first load.
import { lazy } from 'react';

export const ScheduleList = lazy(() => import('./schedule-list').then(({ ScheduleList: page }) => ({ default: page })));
