// The catalogue's pictures: sizes and sources for the browser, and the site's lazy reveal (docs/behaviour.md#lazy-images,
// whose timing is tested with useLazyReveal in the contracts package).
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FakeIntersectionObserver, installFakeViewport } from '@ergoforma/shared-contracts/testing';
import { ResponsiveImage } from '../responsive-image';

const image = {
  url: '/media/products/aruba.jpg',
  width: 800,
  height: 600,
  sources: [{ type: 'image/webp', srcset: '/media/products/aruba-400.webp 400w, /media/products/aruba-800.webp 800w' }],
};

describe('ResponsiveImage', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFakeViewport(2000); // below the fold
  });
  afterEach(() => uninstall());

  it('is in the server HTML with its address, size and sources, lazy and not hidden', () => {
    const html = renderToString(<ResponsiveImage image={image} alt="Aruba" sizes="50vw" />);
    expect(html).toContain('src="/media/products/aruba.jpg"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
    expect(html).toMatch(/<source type="image\/webp" srcSet="[^"]*aruba-800.webp 800w" sizes="50vw"/);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('data-lazy="static"');
  });

  it('below the fold, waits hidden until it is seen', () => {
    render(<ResponsiveImage image={image} alt="Aruba" />);
    expect(screen.getByRole('img', { name: 'Aruba' })).toHaveAttribute('data-lazy', 'waiting');
  });

  it('the first picture of a page (priority) loads at once and is never held back', () => {
    render(<ResponsiveImage image={image} alt="Aruba" priority />);
    const img = screen.getByRole('img', { name: 'Aruba' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).not.toHaveAttribute('data-lazy');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
