import { screen } from '@testing-library/react';
import { renderRemote } from '@ergoforma/shared-contracts/testing';
import { tagVariant } from '../../utils/tag-variant';
import { TagList } from '../tag-list';

describe('product tag styles', () => {
  it("styles 'wycofany' grey and 'Polecany' in the secondary style, others plainly", () => {
    renderRemote(
      <TagList
        label="Cechy"
        tags={[
          { id: 1, name: 'wycofany', slug: 'wycofany' },
          { id: 2, name: 'Polecany', slug: 'polecany' },
          { id: 3, name: 'Nowość', slug: 'nowosc' },
        ]}
      />,
    );
    // CSS modules resolve to their class names in tests (identity-obj-proxy).
    expect(screen.getByText('wycofany')).toHaveClass('retired');
    expect(screen.getByText('Polecany')).toHaveClass('recommended');
    expect(screen.getByText('Nowość')).toHaveClass('default');
    expect(screen.getByRole('list', { name: 'Cechy' })).toBeInTheDocument();
  });

  it('recognises the tags by slug in every language, by name only when there is no slug', () => {
    expect(tagVariant({ id: 1, name: 'Discontinued', slug: 'wycofany' })).toBe('retired');
    // The API translates slugs too.
    expect(tagVariant({ id: 3, name: 'Discontinued', slug: 'discontinued' })).toBe('retired');
    expect(tagVariant({ id: 3, name: 'Retiré', slug: 'retire' })).toBe('retired');
    expect(tagVariant({ id: 1, name: 'Recommended', slug: 'recommended' })).toBe('recommended');
    expect(tagVariant({ id: 1, name: 'Recommandé', slug: 'recommande' })).toBe('recommended');
    expect(tagVariant({ id: 1, name: 'Retiré', slug: '' })).toBe('retired');
    expect(tagVariant({ id: 2, name: 'Recommended', slug: 'polecany' })).toBe('recommended');
    expect(tagVariant({ id: 2, name: 'Polecany', slug: '' })).toBe('recommended');
    // A slug decides: a tag merely called like it is not the special tag.
    expect(tagVariant({ id: 9, name: 'Wycofany', slug: 'wycofany-2019' })).toBe('default');
  });

  it('renders nothing without tags', () => {
    const { container } = renderRemote(<TagList tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
