// The link checker's page loads when first opened.
import { lazy } from 'react';

export const LinkCheckPage = lazy(async () => ({ default: (await import('./link-check-page')).LinkCheckPage }));
