import type { NodeAction, NodeType, SitemapNode } from '../../types/entities';
import { buildSlug, compileSlugPattern, matchSitemapNode } from '../match-sitemap-node';

let nextId = 1;
function node(slug: string, action: NodeAction = 'show', nodeType: NodeType = 'article'): SitemapNode {
  return { id: nextId++, slug, nodeType, action, nodeReference: null, resolver: null, crumbs: [] };
}

const front = node('', 'index', 'root');
const contact = node('kontakt', 'show', 'contact');
const productList = node('produkty', 'list', 'product');
const category = node('produkty/{category}', 'show_category', 'product');
const product = node('produkty/{category}/{product}', 'show', 'product');
const post = node('aktualnosci/{slug}', 'show', 'post');
const nodes = [product, category, productList, contact, post, front];

describe('matchSitemapNode', () => {
  it('matches the front page for /, /en and /fr', () => {
    expect(matchSitemapNode('/', nodes)).toEqual({ node: front, params: {}, locale: 'pl', path: '/' });
    expect(matchSitemapNode('/en', nodes)).toEqual({ node: front, params: {}, locale: 'en', path: '/' });
    expect(matchSitemapNode('/fr/', nodes)).toEqual({ node: front, params: {}, locale: 'fr', path: '/' });
  });

  it('matches a literal slug', () => {
    expect(matchSitemapNode('/kontakt', nodes)?.node).toBe(contact);
  });

  it('extracts the {params} of the slug pattern', () => {
    const match = matchSitemapNode('/produkty/krzesla-obrotowe/nova', nodes);
    expect(match?.node).toBe(product);
    expect(match?.params).toEqual({ category: 'krzesla-obrotowe', product: 'nova' });
    expect(match?.locale).toBe('pl');
    expect(match?.path).toBe('/produkty/krzesla-obrotowe/nova');
  });

  it('removes the leading en/fr segment before matching and reports the locale', () => {
    const en = matchSitemapNode('/en/produkty/fotele', nodes);
    expect(en?.node).toBe(category);
    expect(en?.params).toEqual({ category: 'fotele' });
    expect(en?.locale).toBe('en');
    expect(en?.path).toBe('/produkty/fotele');
    expect(matchSitemapNode('/fr/kontakt', nodes)).toMatchObject({ node: contact, locale: 'fr', path: '/kontakt' });
  });

  it('does not remove a segment that is not a non-default locale', () => {
    expect(matchSitemapNode('/pl/kontakt', nodes)).toBeNull();
    expect(matchSitemapNode('/de/kontakt', nodes)).toBeNull();
  });

  it('ignores a trailing slash', () => {
    expect(matchSitemapNode('/kontakt/', nodes)?.node).toBe(contact);
    expect(matchSitemapNode('/en/produkty/fotele/', nodes)?.params).toEqual({ category: 'fotele' });
  });

  it('returns null when no node matches (the caller shows 404)', () => {
    expect(matchSitemapNode('/nie-ma-takiej-strony', nodes)).toBeNull();
    expect(matchSitemapNode('/produkty/a/b/c', nodes)).toBeNull();
    expect(matchSitemapNode('/kontakt/extra', nodes)).toBeNull();
    expect(matchSitemapNode('/', [contact])).toBeNull();
    expect(matchSitemapNode('/kontakt', [])).toBeNull();
  });

  it('a parameter matches exactly one non-empty segment', () => {
    expect(matchSitemapNode('/aktualnosci', [post])).toBeNull();
    expect(matchSitemapNode('/aktualnosci/a/b', [post])).toBeNull();
    expect(matchSitemapNode('/aktualnosci//', [post])).toBeNull();
  });

  it('matches literals exactly (no prefix match, regex characters are literal)', () => {
    const legacy = node('o-nas.html');
    expect(matchSitemapNode('/o-nas.html', [legacy])?.node).toBe(legacy);
    expect(matchSitemapNode('/o-nasXhtml', [legacy])).toBeNull();
    expect(matchSitemapNode('/xkontakt', [contact])).toBeNull();
    expect(matchSitemapNode('/kontaktx', [contact])).toBeNull();
  });

  it('supports a parameter inside a segment', () => {
    const legacy = node('produkt-{id}.html');
    expect(matchSitemapNode('/produkt-12.html', [legacy])?.params).toEqual({ id: '12' });
    expect(matchSitemapNode('/produkt-12.htm', [legacy])).toBeNull();
  });

  it('accepts slug patterns with a leading slash', () => {
    const withSlash = node('/kariera/{offer}');
    expect(matchSitemapNode('/en/kariera/designer', [withSlash])?.params).toEqual({ offer: 'designer' });
  });

  it('matches index nodes first, whatever their position in the list', () => {
    const list = node('produkty', 'list');
    const index = node('produkty', 'index');
    expect(matchSitemapNode('/produkty', [list, index])?.node).toBe(index);
  });

  it('an index node wins even over a more specific literal node', () => {
    const literal = node('produkty/fotele', 'show_category');
    const index = node('produkty/{category}', 'index');
    expect(matchSitemapNode('/produkty/fotele', [literal, index])?.node).toBe(index);
  });

  it('among non-index nodes, a literal slug beats a parameterised one', () => {
    const generic = node('{page}', 'show');
    expect(matchSitemapNode('/kontakt', [generic, contact])?.node).toBe(contact);
    expect(matchSitemapNode('/o-firmie', [generic, contact])).toMatchObject({
      node: generic,
      params: { page: 'o-firmie' },
    });
  });

  it('keeps the given order between equally ranked nodes', () => {
    const first = node('{a}/{b}', 'show');
    const second = node('{x}/{y}', 'show');
    expect(matchSitemapNode('/p/q', [first, second])?.node).toBe(first);
    expect(matchSitemapNode('/p/q', [second, first])?.node).toBe(second);
  });

  it('does not reorder the caller’s list', () => {
    const list = [product, front, contact];
    matchSitemapNode('/kontakt', list);
    expect(list).toEqual([product, front, contact]);
  });

  it('decodes percent-encoded parameters', () => {
    expect(matchSitemapNode('/produkty/krzes%C5%82a/nowy%20model', nodes)?.params).toEqual({
      category: 'krzesła',
      product: 'nowy model',
    });
  });

  it('returns null for malformed percent-encoding instead of throwing', () => {
    expect(() => matchSitemapNode('/produkty/fotele/%E0%A4%A', nodes)).not.toThrow();
    expect(matchSitemapNode('/produkty/fotele/%E0%A4%A', nodes)).toBeNull();
    expect(matchSitemapNode('/aktualnosci/100%', nodes)).toBeNull();
  });

  it('malformed percent-encoding gives null even when a later node would match', () => {
    const generic = node('{section}/{page}', 'show');
    expect(matchSitemapNode('/produkty/%E0%A4%A', [category, generic])).toBeNull();
    expect(matchSitemapNode('/produkty/fotele', [category, generic])?.node).toBe(category);
  });
});

describe('compileSlugPattern', () => {
  it('names the parameters in order', () => {
    expect(compileSlugPattern('produkty/{category}/{product}').names).toEqual(['category', 'product']);
    expect(compileSlugPattern('kontakt').names).toEqual([]);
  });

  it('compiles the front page slug to /', () => {
    const { regex } = compileSlugPattern('');
    expect(regex.test('/')).toBe(true);
    expect(regex.test('/x')).toBe(false);
  });
});

describe('buildSlug', () => {
  it('fills and encodes the parameters', () => {
    expect(buildSlug('produkty/{category}/{product}', { category: 'fotele', product: 'nowy model' })).toBe(
      'produkty/fotele/nowy%20model',
    );
  });

  it('round-trips with matchSitemapNode', () => {
    const slug = buildSlug(product.slug, { category: 'krzesła', product: 'a/b' });
    expect(matchSitemapNode(`/${slug}`, [product])?.params).toEqual({ category: 'krzesła', product: 'a/b' });
  });
});
