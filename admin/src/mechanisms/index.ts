// The mechanism and mechanism category pages, loaded when first opened.
import { lazy } from 'react';

const pages = () => import('./mechanism-pages');

export const MechanismList = lazy(async () => ({ default: (await pages()).MechanismList }));
export const MechanismEdit = lazy(async () => ({ default: (await pages()).MechanismEdit }));
export const MechanismCreate = lazy(async () => ({ default: (await pages()).MechanismCreate }));
export const MechanismCategoryList = lazy(async () => ({ default: (await pages()).MechanismCategoryList }));
export const MechanismCategoryEdit = lazy(async () => ({ default: (await pages()).MechanismCategoryEdit }));
export const MechanismCategoryCreate = lazy(async () => ({ default: (await pages()).MechanismCategoryCreate }));
