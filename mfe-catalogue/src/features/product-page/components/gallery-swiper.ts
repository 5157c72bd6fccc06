// Swiper for the product gallery (product-gallery.tsx). Loaded with import() on the visitor's first intent, so it is
// neither in the product page's first-view JavaScript nor run by the server render.
export { Swiper } from 'swiper';
export { A11y, EffectFade, Thumbs } from 'swiper/modules';
