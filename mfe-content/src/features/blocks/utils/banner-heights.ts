// Banner heights (px) by theme or height variant (docs/behaviour.md#banners): default 570; ergonomics 670; ergonomics2
// 860; height-sm 450; about-us 570; product 560; careers 370; height-xs 330. The responsive variants are the site's
// choice: below the md breakpoint (1024 px) a banner keeps about 80 %, and on phones (≤ 640 px) about 65 %, never under
// 300 px. The heights are minimums, so longer text makes a banner taller rather than being cut. The mechanisms theme
// has no height of its own and uses the default.
import type { BannerTheme } from '@ergoforma/shared-contracts';

/** A banner's theme flag: one of the themes or a plain height variant. */
export type BannerVariant = BannerTheme | 'height-sm' | 'height-xs';

export interface BannerHeight {
  desktop: number;
  tablet: number;
  mobile: number;
}

const DESKTOP_HEIGHTS: Record<BannerVariant | 'default', number> = {
  default: 570,
  ergonomics: 670,
  ergonomics2: 860,
  'height-sm': 450,
  'about-us': 570,
  product: 560,
  careers: 370,
  'height-xs': 330,
  mechanisms: 570,
};

const MIN_HEIGHT = 300;

export function isBannerVariant(value: unknown): value is BannerVariant {
  return (
    typeof value === 'string' && value !== 'default' && Object.prototype.hasOwnProperty.call(DESKTOP_HEIGHTS, value)
  );
}

export function bannerHeight(variant: BannerVariant | null): BannerHeight {
  const desktop = DESKTOP_HEIGHTS[variant ?? 'default'];
  return {
    desktop,
    tablet: Math.max(MIN_HEIGHT, Math.round((desktop * 0.8) / 10) * 10),
    mobile: Math.max(MIN_HEIGHT, Math.round((desktop * 0.65) / 10) * 10),
  };
}
