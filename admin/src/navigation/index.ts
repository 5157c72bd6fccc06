// Menus, sitemap nodes and the company's facts, loaded when first opened: the tree editor and the forms stay out of
// the back office's first load.
import { lazy } from 'react';

const menus = () => import('./menus');
const nodes = () => import('./sitemap-nodes');

export const MenuList = lazy(async () => ({ default: (await menus()).MenuList }));
export const MenuEdit = lazy(async () => ({ default: (await menus()).MenuEdit }));
export const SitemapNodeList = lazy(async () => ({ default: (await nodes()).SitemapNodeList }));
export const SitemapNodeEdit = lazy(async () => ({ default: (await nodes()).SitemapNodeEdit }));
export const CompanyPage = lazy(async () => ({ default: (await import('./company-page')).CompanyPage }));
