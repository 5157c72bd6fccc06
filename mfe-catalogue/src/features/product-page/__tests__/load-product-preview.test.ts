import { PageNotFoundError } from '@ergoforma/shared-contracts';
import { CATEGORIES, collection, loadContext, node, product } from '../../../testing/catalogue-fixtures';
import { loadProductPage } from '../api/load-product-page';

const previewNode = node({ slug: 'preview/product/{id}', action: 'preview' });

function setup(id: string) {
  const preview = jest.fn().mockResolvedValue(product({ shortDescription: '<p>Szkic</p>' }));
  const get = jest.fn();
  const ctx = loadContext(
    {
      productPreview: { preview },
      products: { get, list: jest.fn().mockResolvedValue(collection([])) },
      productCategories: { list: jest.fn().mockResolvedValue(collection(CATEGORIES)) },
    },
    { node: previewNode, params: { id }, pathname: `/preview/product/${id}` },
  );
  return { preview, get, ctx };
}

it('shows a product draft by id through the preview service, not the published product', async () => {
  const { preview, get, ctx } = setup('7');
  const data = await loadProductPage(ctx);
  expect(preview).toHaveBeenCalledWith(7);
  expect(get).not.toHaveBeenCalled();
  expect(data.product.shortDescription).toBe('<p>Szkic</p>');
});

it('is not found for an id that is no positive number', async () => {
  const { preview, ctx } = setup('x1');
  await expect(loadProductPage(ctx)).rejects.toBeInstanceOf(PageNotFoundError);
  expect(preview).not.toHaveBeenCalled();
});
