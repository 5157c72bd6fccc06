import { screen } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import type { BannerTheme } from '@ergoforma/shared-contracts';
import { BlockRenderer } from '../../../components/block-renderer';
import { blocks, prepared, preloadAllBlockComponents } from '../../../testing/block-fixtures';
import { contentBlocks } from '../../../exposes/content-blocks';

function renderBanner(theme: string | null, background = true) {
  const block = blocks.banner(1, 1, {
    theme: theme as BannerTheme | null,
    ...(background ? {} : { background: null }),
  });
  renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared(block)} />);
  return screen.getByRole('heading', { name: 'Ergonomia pracy' }).closest('section')!;
}

describe('BannerText heights and themes', () => {
  beforeAll(() => preloadAllBlockComponents());
  it.each([
    [null, 570, 460, 370],
    ['ergonomics', 670, 540, 440],
    ['ergonomics2', 860, 690, 560],
    ['height-sm', 450, 360, 300],
    ['about-us', 570, 460, 370],
    ['product', 560, 450, 360],
    ['careers', 370, 300, 300],
    ['height-xs', 330, 300, 300],
    ['mechanisms', 570, 460, 370],
  ] as const)(
    'a %s banner is %i px high on desktops, %i px on tablets and %i px on phones',
    (theme, desktop, tablet, mobile) => {
      const banner = renderBanner(theme);
      expect(banner.style.getPropertyValue('--ef-banner-height')).toBe(`${desktop}px`);
      expect(banner.style.getPropertyValue('--ef-banner-height-tablet')).toBe(`${tablet}px`);
      expect(banner.style.getPropertyValue('--ef-banner-height-mobile')).toBe(`${mobile}px`);
    },
  );

  it('styles the banner with its theme', () => {
    expect(renderBanner('mechanisms')).toHaveClass('theme-mechanisms');
  });

  it('treats a theme it does not know as the default banner', () => {
    const banner = renderBanner('purple');
    expect(banner).toHaveAttribute('data-theme', 'default');
    expect(banner.style.getPropertyValue('--ef-banner-height')).toBe('570px');
  });

  it('shows a banner without background image on the plain brand background, with no image', () => {
    const banner = renderBanner(null, false);
    expect(banner).toHaveClass('plain');
    // eslint-disable-next-line testing-library/no-node-access -- asserts there is no <img> at all, decorative ones included (those have no img role)
    expect(banner.querySelector('img')).toBeNull();
  });
});
