// The catalogue's small kinds and the translation status, loaded when first opened: their Material UI parts (tables,
// switches, icons) stay out of the back office's first load.
import { lazy } from 'react';

const categories = () => import('./categories');
const tags = () => import('./tags');
const patternCollections = () => import('./pattern-collections');

export const CategoryList = lazy(async () => ({ default: (await categories()).CategoryList }));
export const CategoryEdit = lazy(async () => ({ default: (await categories()).CategoryEdit }));
export const CategoryCreate = lazy(async () => ({ default: (await categories()).CategoryCreate }));
export const TagList = lazy(async () => ({ default: (await tags()).TagList }));
export const TagEdit = lazy(async () => ({ default: (await tags()).TagEdit }));
export const TagCreate = lazy(async () => ({ default: (await tags()).TagCreate }));
export const FileTypeList = lazy(async () => ({ default: (await tags()).FileTypeList }));
export const FileTypeEdit = lazy(async () => ({ default: (await tags()).FileTypeEdit }));
export const FileTypeCreate = lazy(async () => ({ default: (await tags()).FileTypeCreate }));
export const PatternCollectionList = lazy(async () => ({
  default: (await patternCollections()).PatternCollectionList,
}));
export const PatternCollectionEdit = lazy(async () => ({
  default: (await patternCollections()).PatternCollectionEdit,
}));
export const PatternCollectionCreate = lazy(async () => ({
  default: (await patternCollections()).PatternCollectionCreate,
}));
export const TranslationStatusPage = lazy(async () => ({
  default: (await import('./translation-status-page')).TranslationStatusPage,
}));
