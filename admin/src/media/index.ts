// The media library's pages, loaded when first opened: the upload and focal-point parts stay out of the back
// office's first load.
import { lazy } from 'react';

export const MediaList = lazy(() => import('./media-list').then(({ MediaList: page }) => ({ default: page })));
export const MediaEdit = lazy(() => import('./media-edit').then(({ MediaEdit: page }) => ({ default: page })));
