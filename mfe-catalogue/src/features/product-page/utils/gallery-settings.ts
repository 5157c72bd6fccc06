// Product gallery constants (docs/behaviour.md#product-gallery). The image and thumbnail heights live in
// product-gallery.module.css.
import { breakpoints } from '@ergoforma/shared-contracts';

/** The main image fills the gallery column: 7/12 of the content width from 1024 px, the full width below. */
export const MAIN_IMAGE_SIZES = `(min-width: ${breakpoints.md}px) 770px, 100vw`;

/** Gallery resize debounce. */
export const GALLERY_RESIZE_DEBOUNCE_MS = 400;

/** A swipe over the main image made before Swiper has loaded moves the gallery from this distance (px). */
export const GALLERY_SWIPE_MIN_PX = 50;

/** Below this width (px) the gallery is 'narrow': nav buttons, no thumbnails, the PDF card instead. */
export const GALLERY_NARROW_MAX_WIDTH = breakpoints.mobile;

/** Gap between thumbnails (px); the CSS sizes thumbnails with the same gap before Swiper starts. */
export const THUMBNAIL_GAP = 12;

/** Thumbnails visible: 4, 3 below 1024 px, 2 below 800, 1 below 600 (Swiper breakpoints are minimum widths). */
export const THUMBNAIL_BREAKPOINTS: Record<number, { slidesPerView: number }> = {
  0: { slidesPerView: 1 },
  600: { slidesPerView: 2 },
  800: { slidesPerView: 3 },
  [breakpoints.md]: { slidesPerView: 4 },
};

/** How many thumbnails show at a viewport width, read the way Swiper reads THUMBNAIL_BREAKPOINTS. */
export function thumbnailsVisibleAt(width: number): number {
  const applicable = Object.keys(THUMBNAIL_BREAKPOINTS)
    .map(Number)
    .filter((minWidth) => minWidth <= width)
    .sort((a, b) => b - a)[0];
  return THUMBNAIL_BREAKPOINTS[applicable ?? 0]?.slidesPerView ?? 1;
}

const ARROW_KEY_OWNERS = [
  'input',
  'textarea',
  'select',
  'audio',
  'video',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[role="tablist"]',
  '[role="slider"]',
  '[role="listbox"]',
  '[role="menu"]',
  '[role="menubar"]',
  '[role="radiogroup"]',
  '[role="grid"]',
  '[role="tree"]',
  '[role="spinbutton"]',
  '[role="combobox"]',
].join(',');

/**
 * Whether an arrow key pressed on `target` belongs to something else than the gallery: a form field, a widget
 * with its own arrow keys (tabs, menus) or a horizontally scrollable area the browser scrolls with arrows.
 */
export function ownsArrowKeys(target: EventTarget | null, gallery: Element | null): boolean {
  if (!(target instanceof Element)) return false;
  if (gallery?.contains(target)) return false;
  if (target.closest(ARROW_KEY_OWNERS)) return true;
  for (let element: Element | null = target; element && element !== document.body; element = element.parentElement) {
    if (element.scrollWidth > element.clientWidth) {
      const overflow = getComputedStyle(element).overflowX;
      if (overflow === 'auto' || overflow === 'scroll') return true;
    }
  }
  return false;
}
