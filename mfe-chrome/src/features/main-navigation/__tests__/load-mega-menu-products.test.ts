import { CATEGORIES, fakeMegaMenuApi, productSummary, TAGS } from '../../../testing/product-fixtures';
import { loadMegaMenuProducts } from '../api/load-mega-menu-products';

describe('loadMegaMenuProducts', () => {
  it('asks for 400 products ordered by name and every product tag', async () => {
    const { api, productsList, tagsList } = fakeMegaMenuApi();
    await loadMegaMenuProducts(api, 'pl');
    expect(productsList).toHaveBeenCalledTimes(1);
    expect(productsList).toHaveBeenCalledWith({ itemsPerPage: 400, order: { name: 'asc' } });
    expect(tagsList).toHaveBeenCalledWith({ pagination: false });
  });

  it('groups the products by category name and picks the language’s new-products tag', async () => {
    const products = [
      productSummary('Conference One', CATEGORIES.conference),
      productSummary('Now', CATEGORIES.swivel),
    ];
    const { api } = fakeMegaMenuApi({ products, tags: TAGS.fr });
    const result = await loadMegaMenuProducts(api, 'fr');
    expect(result.groups.map((group) => group.category.name)).toEqual(['Krzesła konferencyjne', 'Krzesła obrotowe']);
    expect(result.newProductsTag).toEqual({ id: 2, name: 'Nouveauté', slug: 'nouveaute' });
  });

  it('lets a failure propagate to the caller (which logs it)', async () => {
    const failure = new Error('API down');
    const { api } = fakeMegaMenuApi({ failWith: failure });
    await expect(loadMegaMenuProducts(api, 'pl')).rejects.toBe(failure);
  });
});
