// The job offers' pages load when first opened: the rich-text editor and the history stay out of the first load.
import { lazy } from 'react';

const pages = () => import('./job-offer-pages');

export const JobOfferList = lazy(async () => ({ default: (await pages()).JobOfferList }));
export const JobOfferEdit = lazy(async () => ({ default: (await pages()).JobOfferEdit }));
export const JobOfferCreate = lazy(async () => ({ default: (await pages()).JobOfferCreate }));
