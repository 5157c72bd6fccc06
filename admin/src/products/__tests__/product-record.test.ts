import { toApi, toForm, type ApiProduct } from '../product-record';

const nova: ApiProduct = {
  id: 1,
  version: 7,
  name: 'Nova',
  slug: 'nova',
  category: 1,
  categories: [8],
  tags: [1],
  published: '2025-03-10T09:00:00.000Z',
  configuratorUrl: null,
  showSimilarProducts: true,
  similarProducts: [2, 'Seria Nova', 3],
  relatedProduct: null,
  relationPosition: null,
  patternCollections: [1],
  translations: {
    pl: { shortDescription: '<p>Krzesło</p>', seoTitle: null, seoDescription: null, relationLabel: null },
    en: { shortDescription: '<p>Chair</p>' },
  },
  blocks: [
    { id: 12, type: 'product_sizes', position: 2, translations: { pl: { name: 'Wymiary', content: '<p>1</p>' } } },
    { id: 11, type: 'product_description', position: 1, translations: { pl: { name: 'Opis', content: '<p>2</p>' } } },
  ],
  images: [
    {
      id: 5,
      url: '/media/products/nova-1.jpg',
      width: 1200,
      height: 1200,
      thumbnails: [],
      translations: { pl: { name: 'Nova', alt: 'Nova' } },
      mediaId: null,
    },
  ],
  files: [],
};

describe('a product between the API and the form', () => {
  it("sends its photos as loaded, without the locale keys react-admin's translatable inputs add to the form", () => {
    const form = toForm(nova);
    const polluted = {
      ...form,
      otherImages: form.otherImages.map((image) => ({
        ...image,
        translations: { pl: { name: 'Nova', alt: 'Nova', pl: 'Nova' } },
      })),
    };
    expect(toApi(polluted).images).toEqual([
      expect.objectContaining({ translations: { pl: { name: 'Nova', alt: 'Nova' } } }),
    ]);
  });

  it('edits each text per language and the tabs in their order', () => {
    const form = toForm(nova);
    expect(form.texts.shortDescription).toEqual({ pl: '<p>Krzesło</p>', en: '<p>Chair</p>', fr: null });
    expect(form.blocks.map((block) => block.type)).toEqual(['product_description', 'product_sizes']);
    expect(form.similarProducts).toEqual([2, 3]);
  });

  it('comes back as it was, but for what the form changed', () => {
    const { version: _version, ...rest } = nova;
    const back = toApi(toForm(nova));
    expect(back).toEqual({
      ...rest,
      images: nova.images.map(({ mediaId: _mediaId, ...image }) => image),
      similarProducts: [2, 3, 'Seria Nova'],
      blocks: [
        { ...nova.blocks[1], position: 1 },
        { ...nova.blocks[0], position: 2 },
      ],
    });
  });

  it('saves a language with its filled texts only, tabs in the new order, and the rich text cleaned', () => {
    const form = toForm(nova);
    form.texts.shortDescription = {
      pl: '<p style="color:red">Nowe<script>x</script></p>',
      en: '',
      fr: '<p>Chaise</p>',
    };
    form.blocks.reverse();
    const saved = toApi(form);
    expect(saved.translations).toEqual({
      pl: { shortDescription: '<p>Nowe</p>', seoTitle: null, seoDescription: null, relationLabel: null },
      fr: { shortDescription: '<p>Chaise</p>' },
    });
    expect(saved.blocks.map((block) => [block.id, block.position])).toEqual([
      [12, 1],
      [11, 2],
    ]);
  });
});
