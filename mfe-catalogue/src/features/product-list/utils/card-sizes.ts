import { breakpoints } from '@ergoforma/shared-contracts';

/**
 * `sizes` of the list's card images: 4 columns from 1200 px, 3 from 900, 2 from 360, 1 below (the grid in
 * product-list.module.css). The head's preload of the first card uses it too.
 */
export const CARD_SIZES = [
  `(min-width: ${breakpoints.desktopMenu}px) 300px`,
  `(min-width: ${breakpoints.sm}px) 33vw`,
  '(min-width: 360px) 50vw',
  '100vw',
].join(', ');
