import { initialTab, isEmptyHtml } from '../utils/tab-rules';

const tabs = [
  { type: 'product_description', disabled: false },
  { type: 'product_sizes', disabled: false },
  { type: 'product_data', disabled: true },
] as const;

describe('initialTab (fragment, else default hash, else first)', () => {
  it('takes the tab the fragment names', () => {
    expect(initialTab(tabs, 'product_sizes', 'product_description')).toBe('product_sizes');
  });

  it('falls back to the default hash, then to the first tab', () => {
    expect(initialTab(tabs, 'reviews', 'product_sizes')).toBe('product_sizes');
    expect(initialTab(tabs, '', undefined)).toBe('product_description');
  });

  it('never starts on a disabled tab', () => {
    expect(initialTab(tabs, 'product_data', 'product_data')).toBe('product_description');
    expect(initialTab([{ type: 'product_data', disabled: true }], '')).toBeUndefined();
  });
});

describe('isEmptyHtml', () => {
  it.each([
    ['', true],
    ['<p> </p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>Tekst</p>', false],
    ['<table><tr><td></td></tr></table>', false],
    ['<img src="/x.png" alt="x">', false],
  ])('%s → %s', (html, empty) => {
    expect(isEmptyHtml(html)).toBe(empty);
  });
});
