// The `sizes` of block images: the components use them on their <img>/<source>, the page's head on the preload
// of a lead block's image (the two must agree, or the browser downloads two files).

/** Heroes span the window: the slider's slides and the banners' backgrounds. */
export const HERO_IMAGE_SIZES = '100vw';

/** Text with image: the image takes half the width from 769 px, the full width below. */
export const TEXT_WITH_IMAGE_SIZES = '(max-width: 768px) 100vw, 50vw';
