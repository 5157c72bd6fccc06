// The realization pages, loaded when first opened (the rich-text editor and the gallery's inputs are theirs).
import { lazy } from 'react';

const pages = () => import('./realization-pages');

export const RealizationList = lazy(async () => ({ default: (await pages()).RealizationList }));
export const RealizationEdit = lazy(async () => ({ default: (await pages()).RealizationEdit }));
export const RealizationCreate = lazy(async () => ({ default: (await pages()).RealizationCreate }));
