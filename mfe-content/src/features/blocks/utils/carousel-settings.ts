// SPEC §9 carousel defaults: autoplay every 3000 ms, 300 ms ease transition, infinite.
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 300;

/** Index after moving `step` slides, wrapping around at both ends (infinite carousel). */
export function wrapSlideIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}
