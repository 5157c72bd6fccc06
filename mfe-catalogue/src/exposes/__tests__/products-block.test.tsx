import { screen, within } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import productsBlock from '../products-block';
import { productSummary } from '../../testing/catalogue-fixtures';

describe('ProductsBlock (catalogue/ProductsBlock)', () => {
  it('shows the title, one card per product linking to it, and a link to the whole category', () => {
    const data = {
      title: 'Swivel chairs with full adjustment',
      products: [
        productSummary(1, {
          name: 'Nova',
          path: '/en/products/swivel-chairs/nova',
          tags: [{ id: 4, name: 'Polecany', slug: 'polecany' }],
        }),
        productSummary(2),
      ],
      totalItems: 20,
      category: { name: 'Swivel chairs', path: '/en/products/swivel-chairs' },
    };
    renderRemote(<productsBlock.Component data={data} />, { locale: 'en', path: '/en/ergonomics' });
    const block = screen.getByRole('region', { name: 'Swivel chairs with full adjustment' });
    expect(
      within(block).getByRole('heading', { level: 2, name: 'Swivel chairs with full adjustment' }),
    ).toBeInTheDocument();
    const cards = within(block)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'UL' && within(item).queryByRole('heading', { level: 3 }));
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Nova' })).toHaveAttribute(
      'href',
      '/en/products/swivel-chairs/nova',
    );
    expect(within(cards[0]).getByText('Polecany')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- <picture> and <source> have no role: the responsive image markup itself is checked
    expect(cards[0].querySelector('picture source[type="image/webp"]')).toHaveAttribute('sizes');
    // eslint-disable-next-line testing-library/no-node-access -- checks the <img> element's own attributes (src, size, loading), decorative images included
    expect(cards[0].querySelector('img')).toHaveAttribute('width', '1200');
    expect(within(block).getByRole('link', { name: 'See all: Swivel chairs (20)' })).toHaveAttribute(
      'href',
      '/en/products/swivel-chairs',
    );
  });

  it("says 'no products in category' for an empty category", () => {
    renderRemote(
      <productsBlock.Component
        data={{ title: 'Fotele', products: [], totalItems: 0, category: { name: 'Fotele', path: '/produkty/fotele' } }}
      />,
    );
    expect(screen.getByText('Brak produktów w tej kategorii')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
