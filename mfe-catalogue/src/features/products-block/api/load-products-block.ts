// Data of the content pages' products_list / products_simple blocks (catalogue/ProductsBlock), shapes in
// api/fixtures/README.md: `{ title, categoryId }` → that category's products (subcategories included, as the
// API filters them); `{ title, productIds }` → those products in the given order.
import type { ApiClient, JsonObject, LoadContext, Product, ProductSummary } from '@ergoforma/shared-contracts';

/** Two rows of the widest grid; the link under the cards leads to the whole category. */
export const PRODUCTS_BLOCK_LIMIT = 8;

export interface ProductsBlockData {
  title: string | null;
  products: ProductSummary[];
  /** All products of the category (more than shown: the 'see all' link says how many). */
  totalItems: number;
  /** The category's list page, when the block shows a category. */
  category: { name: string; path: string } | null;
}

const numberOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

function summaryOf(product: Product): ProductSummary {
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    path: product.path,
    category: product.category,
    tags: product.tags,
    image: product.images[0]?.image ?? null,
    published: product.published,
  };
}

async function productsByIds(api: ApiClient, ids: number[]): Promise<ProductSummary[]> {
  // A product that no longer exists (404) is left out; other failures propagate like any API error.
  const results = await Promise.all(
    ids.map((id) =>
      api.services.products.get(String(id)).catch((error: unknown) => {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }),
    ),
  );
  return results.filter((product): product is Product => product !== null).map(summaryOf);
}

export async function loadProductsBlock(context: LoadContext, content: JsonObject): Promise<ProductsBlockData> {
  const title = typeof content.title === 'string' && content.title.trim() ? content.title : null;
  const { services } = context.api;

  const productIds = Array.isArray(content.productIds)
    ? content.productIds.map(numberOf).filter((id): id is number => id !== null)
    : [];
  if (productIds.length > 0) {
    const products = await productsByIds(context.api, productIds);
    return { title, products, totalItems: products.length, category: null };
  }

  const categoryId = numberOf(content.categoryId);
  if (categoryId === null) return { title, products: [], totalItems: 0, category: null };
  const [products, categories] = await Promise.all([
    services.products.list({ 'category.id': categoryId, itemsPerPage: PRODUCTS_BLOCK_LIMIT, order: { name: 'asc' } }),
    services.productCategories.list({ pagination: false }),
  ]);
  const category = categories.member.find((item) => item.id === categoryId);
  return {
    title,
    products: products.member,
    totalItems: products.totalItems,
    category: category ? { name: category.name, path: category.path } : null,
  };
}
