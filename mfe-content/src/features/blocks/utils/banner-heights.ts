// SPEC §9 banner heights by theme (px): default 570, ergonomics 670, ergonomics2 860, about-us 570, product 560,
// careers 370. The phone heights (the spec does not show them) keep about two thirds, enough for title and text.
import type { BannerTheme } from '@ergoforma/shared-contracts';

export interface BannerHeight {
  desktop: number;
  mobile: number;
}

const DEFAULT_HEIGHT: BannerHeight = { desktop: 570, mobile: 420 };

const HEIGHTS: Partial<Record<BannerTheme, BannerHeight>> = {
  ergonomics: { desktop: 670, mobile: 460 },
  ergonomics2: { desktop: 860, mobile: 560 },
  'about-us': { desktop: 570, mobile: 420 },
  product: { desktop: 560, mobile: 420 },
  careers: { desktop: 370, mobile: 300 },
};

export function bannerHeight(theme: BannerTheme | null): BannerHeight {
  return (theme && HEIGHTS[theme]) || DEFAULT_HEIGHT;
}
