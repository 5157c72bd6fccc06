import { createI18n } from '../create-i18n';
import { rememberedT } from '../remembered-t';

const texts = {
  pl: { hello: 'Cześć', greet: 'Cześć, {{name}}', item_one: '{{count}} produkt', item_few: '{{count}} produkty' },
  en: { hello: 'Hello', greet: 'Hello, {{name}}', item_one: '{{count}} product', item_other: '{{count}} products' },
};

describe('rememberedT', () => {
  it('answers like i18next, for plain keys, interpolation, plurals and key lists', () => {
    const i18n = createI18n('en', { shop: texts });
    const t = rememberedT(i18n, 'shop');
    const plain = i18n.getFixedT(null, 'shop');
    for (let round = 0; round < 2; round++) {
      expect(t('hello')).toBe(plain('hello'));
      expect(t('greet', { name: 'Ada' })).toBe('Hello, Ada');
      expect(t('greet', { name: 'Ola' })).toBe('Hello, Ola');
      expect(t('item', { count: 1 })).toBe('1 product');
      expect(t('item', { count: 3 })).toBe('3 products');
      expect(t(['absent', 'hello'])).toBe('Hello');
    }
  });

  it('keeps namespaces apart on one instance', () => {
    const i18n = createI18n('en', { shop: texts, other: { pl: { hello: 'Witaj' }, en: { hello: 'Welcome' } } });
    expect(rememberedT(i18n, 'shop')('hello')).toBe('Hello');
    expect(rememberedT(i18n, 'other')('hello')).toBe('Welcome');
  });

  it('forgets its answers when texts are added or the language changes', () => {
    const i18n = createI18n('en', { shop: { pl: { hello: 'Cześć', late: 'Późno' } } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = rememberedT(i18n, 'shop');
    expect(t('late')).toBe('Późno'); // the Polish fallback until English arrives
    i18n.addResourceBundle('en', 'shop', { late: 'Late' });
    expect(t('late')).toBe('Late');
    void i18n.changeLanguage('pl');
    expect(rememberedT(i18n, 'shop')('late')).toBe('Późno');
  });

  it('passes calls it cannot remember straight to i18next', () => {
    const i18n = createI18n('en', { shop: { pl: { tree: 'x' }, en: { tree: 'x' } } });
    i18n.addResourceBundle('en', 'shop', { list: { a: 'A' } }, true, true);
    const t = rememberedT(i18n, 'shop');
    expect(t('list', { returnObjects: true })).toEqual({ a: 'A' });
    expect(t('greet', { replace: { name: 'Ada' }, defaultValue: 'Hi {{name}}' })).toBe('Hi Ada');
    expect(t('greet', { replace: { name: 'Ola' }, defaultValue: 'Hi {{name}}' })).toBe('Hi Ola');
  });
});
