// The content remote's pictures: what the server HTML holds, and the site's lazy reveal
// (docs/behaviour.md#lazy-images, whose timing is tested with useLazyReveal in the contracts package).
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FakeIntersectionObserver, installFakeViewport } from '@ergoforma/shared-contracts/testing';
import { ApiImage } from '../api-image';
import { image } from '../../testing/block-fixtures';

describe('ApiImage', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFakeViewport(2000); // below the fold
  });
  afterEach(() => uninstall());

  it('has src, alt, width and height and native lazy loading in the server HTML', () => {
    const html = renderToString(<ApiImage image={image('chair')} />);
    expect(html).toMatch(/<img[^>]*src="\/media\/chair.jpg"/);
    expect(html).toContain('alt="Photo chair"');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="900"');
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('waiting');
  });

  it('holds a below-the-fold image back until it is seen', () => {
    render(<ApiImage image={image('chair')} />);
    expect(screen.getByRole('img', { name: 'Photo chair' })).toHaveAttribute('data-lazy', 'waiting');
  });

  it('loads an above-the-fold image eagerly with high priority and never hides it', () => {
    render(<ApiImage image={image('hero')} priority />);
    const img = screen.getByRole('img', { name: 'Photo hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
