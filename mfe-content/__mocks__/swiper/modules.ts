// Jest: the module objects are only passed through to the fake Swiper.
export const EffectFade = { name: 'EffectFade' };
export const Navigation = { name: 'Navigation' };
export const A11y = { name: 'A11y' };
export const Autoplay = { name: 'Autoplay' };
