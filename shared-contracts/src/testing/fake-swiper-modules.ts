// Jest stand-in for 'swiper/modules': the module objects are only passed through to the fake Swiper.
export const A11y = { name: 'A11y' };
export const Autoplay = { name: 'Autoplay' };
export const EffectFade = { name: 'EffectFade' };
export const Keyboard = { name: 'Keyboard' };
export const Navigation = { name: 'Navigation' };
export const Pagination = { name: 'Pagination' };
export const Thumbs = { name: 'Thumbs' };
