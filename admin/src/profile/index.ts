// One's own account page, loaded when first opened: out of the back office's first load.
import { lazy } from 'react';

export const ProfilePage = lazy(() => import('./profile-page').then(({ ProfilePage: page }) => ({ default: page })));
