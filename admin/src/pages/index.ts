// The pages and their block editor, loaded when first opened: the editor's forms stay out of the back office's
// first load.
import { lazy } from 'react';

const list = () => import('./page-list');
const edit = () => import('./page-edit');

export const PageList = lazy(async () => ({ default: (await list()).PageList }));
export const PageEdit = lazy(async () => ({ default: (await edit()).PageEdit }));
export const PageCreate = lazy(async () => ({ default: (await edit()).PageCreate }));
