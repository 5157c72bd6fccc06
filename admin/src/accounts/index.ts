// The staff accounts' pages, loaded when first opened: out of the back office's first load.
import { lazy } from 'react';

export const AccountList = lazy(async () => ({ default: (await import('./account-list')).AccountList }));
export const AccountEdit = lazy(async () => ({ default: (await import('./account-edit')).AccountEdit }));
export const AccountCreate = lazy(async () => ({ default: (await import('./account-create')).AccountCreate }));
