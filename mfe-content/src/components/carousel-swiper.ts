// Swiper for the carousel (carousel.tsx). Loaded with import() on the visitor's first intent only (autoplay steps
// need no Swiper), so it is neither in the first view's JavaScript nor run by the server render.
export { Swiper } from 'swiper';
export { EffectFade } from 'swiper/modules';
