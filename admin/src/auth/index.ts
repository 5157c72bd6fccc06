// The page a set-up link opens, loaded when first opened: the sign-in page alone is in the first load.
import { lazy } from 'react';

export const SetPasswordPage = lazy(async () => ({ default: (await import('./set-password-page')).SetPasswordPage }));
