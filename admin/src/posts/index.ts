// The news pages, loaded when first opened: the rich-text editor and the media picker stay out of the back office's
// first load.
import { lazy } from 'react';

const pages = () => import('./post-pages');

export const PostList = lazy(async () => ({ default: (await pages()).PostList }));
export const PostEdit = lazy(async () => ({ default: (await pages()).PostEdit }));
export const PostCreate = lazy(async () => ({ default: (await pages()).PostCreate }));
