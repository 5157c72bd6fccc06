import { screen, within } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { BlockRenderer } from '../../../components/block-renderer';
import { blocks, prepared, product, preloadAllBlockComponents } from '../../../testing/block-fixtures';
import { contentBlocks } from '../../../exposes/content-blocks';

describe('BlockRenderer', () => {
  beforeAll(() => preloadAllBlockComponents());
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('renders an html block as HTML in a prose container', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(blocks.html(1, 1, '<h2>Gwarancja</h2><p>Pięć lat <strong>gwarancji</strong>.</p>'))}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Gwarancja' })).toBeInTheDocument();
    expect(screen.getByText('gwarancji').tagName).toBe('STRONG');
  });

  it('marks a block that is Polish for want of the page\'s language lang="pl", and only that block', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(blocks.html(1, 1, '<h2>What we offer</h2>'), {
          ...blocks.html(2, 2, '<h2>Co oferujemy</h2>'),
          untranslated: ['content'],
        })}
      />,
      { locale: 'en' },
    );
    // eslint-disable-next-line testing-library/no-node-access -- the language is an attribute of an ancestor
    expect(screen.getByRole('heading', { name: 'Co oferujemy' }).closest('[lang]')).toHaveAttribute('lang', 'pl');
    const english = screen.getByRole('heading', { name: 'What we offer' });
    // eslint-disable-next-line testing-library/no-node-access -- the language is an attribute of an ancestor
    expect(english.closest('[lang]')).toBeNull();
  });

  it('renders a banner with background image, title, text and link button', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(
          blocks.html(1, 1, '<p>Wstęp</p>'),
          blocks.banner(2, 2, { theme: 'ergonomics', link: { label: 'Poznaj mechanizmy', href: '/mechanizmy' } }),
        )}
      />,
    );
    const title = screen.getByRole('heading', { name: 'Ergonomia pracy' });
    expect(title.tagName).toBe('H2'); // not the first block: the page keeps its own h1
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const banner = title.closest('section')!;
    expect(within(banner).getByText('Siedź zdrowo.')).toBeInTheDocument();
    expect(within(banner).getByRole('img', { name: 'Photo banner' })).toHaveAttribute('width', '1600');
    expect(within(banner).getByRole('link', { name: 'Poznaj mechanizmy' })).toHaveAttribute('href', '/mechanizmy');
  });

  it.each([
    [null, '570px'],
    ['ergonomics', '670px'],
    ['ergonomics2', '860px'],
    ['about-us', '570px'],
    ['product', '560px'],
    ['careers', '370px'],
  ] as const)('gives a %s banner the height %s', (theme, height) => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared(blocks.banner(1, 1, { theme }))} />);
    // eslint-disable-next-line testing-library/no-node-access -- the container has no accessible name of its own; it is reached from its heading or text
    const banner = screen.getByRole('heading', { name: 'Ergonomia pracy' }).closest('section')!;
    expect(banner.style.getPropertyValue('--ef-banner-height')).toBe(height);
  });

  it('makes a leading banner title the page h1', () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared(blocks.banner(1, 1))} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Ergonomia pracy' })).toBeInTheDocument();
  });

  it('renders a front slider with the first slide shown and its title as h1', () => {
    renderRemote(
      <BlockRenderer registry={contentBlocks} blocks={prepared(blocks.slider(1, 1, ['Aruba', 'Lambda']))} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aruba' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '1 z 2' })).not.toHaveAttribute('aria-hidden');
  });

  it('renders latest products as cards linking to their pages', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(blocks.latestProducts(1, 1, [product(1, 'Aruba'), product(2, 'Lambda')]))}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Nowości' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/produkty/krzesla-obrotowe/aruba');
    expect(within(links[0]).getByText('Krzesła obrotowe')).toBeInTheDocument();
    const photo = within(links[1]).getByRole('img', { name: 'Photo Lambda' });
    expect(photo).toHaveAttribute('width', '800');
    expect(photo).toHaveAttribute('height', '1000');
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('renders text with image, with the image on the requested side', () => {
    renderRemote(<BlockRenderer registry={contentBlocks} blocks={prepared(blocks.textWithImage(1, 1, 'right'))} />);
    expect(screen.getByRole('heading', { level: 2, name: 'O fabryce' })).toBeInTheDocument();
    expect(screen.getByText('Szyjemy w Polsce.')).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Photo factory' });
    // eslint-disable-next-line testing-library/no-node-access -- data-image-side is layout markup with no role
    expect(photo.closest('[data-image-side]')).toHaveAttribute('data-image-side', 'right');
  });

  it('skips a block type without renderer, warning with its name, and still renders the others', () => {
    renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(
          blocks.other(1, 1, 'retired_block'),
          blocks.html(2, 2, '<p>Dalej</p>'),
          blocks.other(3, 3, 'brand_new_block'),
        )}
      />,
    );
    expect(screen.getByText('Dalej')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'retired_block'"));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'brand_new_block'"));
  });

  it('renders blocks in position order whatever order the API sent', () => {
    const { container } = renderRemote(
      <BlockRenderer
        registry={contentBlocks}
        blocks={prepared(
          blocks.html(1, 30, '<p>trzeci</p>'),
          blocks.html(2, 10, '<p>pierwszy</p>'),
          blocks.html(3, 20, '<p>drugi</p>'),
        )}
      />,
    );
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- the paragraphs' document order is what is checked
    expect(Array.from(container.querySelectorAll('p'), (p) => p.textContent)).toEqual(['pierwszy', 'drugi', 'trzeci']);
  });
});
