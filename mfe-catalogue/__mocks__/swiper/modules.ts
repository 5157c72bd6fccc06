// Jest: the module objects are only passed through to the fake Swiper.
export const EffectFade = { name: 'EffectFade' };
export const Thumbs = { name: 'Thumbs' };
export const Navigation = { name: 'Navigation' };
export const A11y = { name: 'A11y' };
