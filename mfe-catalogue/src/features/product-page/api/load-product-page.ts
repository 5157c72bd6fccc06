// The product page (docs/behaviour.md#product-page): the product by slug, checked against the path's category (the
// page's validation step); on a preview address, a draft by id (docs/behaviour.md#preview).
import {
  PageNotFoundError,
  type PageLoadContext,
  type Product,
  type ProductBlock,
  type ProductSummary,
  type SafeHtml,
} from '@ergoforma/shared-contracts';
import { catalogueText } from '../../../i18n/use-catalogue-translation';
import { categoryPath, productSectionLink } from '../../../utils/section-paths';
import { orderTabs } from '../utils/order-tabs';
import { isTabDisabled } from '../utils/tab-rules';
import { loadSimilarProducts } from './load-similar-products';

export interface ProductTab extends Omit<ProductBlock, 'content'> {
  content: SafeHtml;
  /** Nothing to show: the tab cannot be selected (docs/behaviour.md#product-tabs). */
  disabled: boolean;
}

export interface ProductPageProduct extends Omit<Product, 'shortDescription' | 'blocks' | 'similarProducts'> {
  shortDescription: SafeHtml;
  /** Ordered by position (docs/behaviour.md#product-tabs). */
  blocks: ProductTab[];
  /** The preloaded list or the category's newest: no strings, not the product itself, at most 5; empty unless
   * showSimilarProducts. */
  similarProducts: ProductSummary[];
}

export interface ProductPageData {
  product: ProductPageProduct;
  breadcrumbs: {
    productsPath: string;
    /** null: show the translated 'Products'. */
    productsTitle: string | null;
    /** The whole trail from the home page to the product, for structured data. */
    trail: Array<{ name: string; path: string }>;
    categoryPath: string;
  };
  realizationsPath: string;
  /** The site's English notice is on (the English catalogue is being translated); only English pages ask. */
  englishNotice: boolean;
}

/** The page's validation step: the product must be the one the path names, in the category the path names. */
export function assertProductMatchesPath(product: Product, params: Record<string, string>): void {
  // The API also finds products by numeric id; only the canonical slug path is a page.
  if (product.slug !== params.product) throw new PageNotFoundError(`No product '${params.product}'`);
  if (product.category.slug !== params.category) {
    throw new PageNotFoundError(`Product '${product.slug}' is not in category '${params.category}'`);
  }
}

/** The node's crumbs (home, products), then the category and the product, each path once. */
function breadcrumbTrail(
  ctx: PageLoadContext,
  product: Product,
  section: { path: string; title: string | null },
  categoryHref: string,
): Array<{ name: string; path: string }> {
  const trail = [
    ...ctx.node.crumbs.map((crumb) => ({ name: crumb.title, path: crumb.path })),
    { name: section.title ?? catalogueText(ctx.locale, 'products'), path: section.path },
    { name: product.category.name, path: categoryHref },
    { name: product.name, path: product.path },
  ];
  return trail.filter((crumb, index) => trail.findIndex((other) => other.path === crumb.path) === index);
}

/**
 * The category's canonical address: its own page when it has one ('/bazy', which '/produkty/bazy' redirects to), else
 * its place in the product section. Categories are the list the product list asks for too (one cached answer); if
 * they cannot be loaded, the link inside the section still leads there.
 */
async function canonicalCategoryPath(ctx: PageLoadContext, product: Product, sectionPath: string): Promise<string> {
  const fallback = categoryPath(sectionPath, product.category.slug);
  try {
    const categories = await ctx.api.services.productCategories.list({ pagination: false });
    return categories.member.find((category) => category.id === product.category.id)?.path ?? fallback;
  } catch (error) {
    console.warn(`Product categories could not be loaded; the breadcrumb links '${fallback}'`, error);
    return fallback;
  }
}

/** The site's setting; on when it cannot be read, as the header's notice does. */
async function englishNoticeOn(ctx: PageLoadContext): Promise<boolean> {
  if (ctx.locale !== 'en') return true;
  try {
    return (await ctx.api.services.siteSettings.get()).englishNotice;
  } catch {
    return true;
  }
}

/**
 * The product the address names: by slug in its category, or on a preview address (preview/product/{id}, action
 * 'preview') a draft of it by id, through the API's preview service.
 */
async function productOf(ctx: PageLoadContext): Promise<Product> {
  if (ctx.node.action === 'preview') {
    const id = ctx.params.id ?? '';
    if (!/^[1-9]\d{0,8}$/.test(id)) throw new PageNotFoundError(`No draft '${id}'`);
    return ctx.api.services.productPreview.preview(Number(id));
  }
  const slug = ctx.params.product;
  if (!slug || !ctx.params.category) throw new PageNotFoundError();
  const product = await ctx.api.services.products.get(slug);
  assertProductMatchesPath(product, ctx.params);
  return product;
}

export async function loadProductPage(ctx: PageLoadContext): Promise<ProductPageData> {
  const product = await productOf(ctx);

  const section = productSectionLink(ctx.locale, ctx.node, ctx.params);
  const [categoryHref, similarProducts, englishNotice] = await Promise.all([
    canonicalCategoryPath(ctx, product, section.path),
    loadSimilarProducts(ctx.api, product),
    englishNoticeOn(ctx),
  ]);
  const { shortDescription, blocks, similarProducts: _preloaded, ...rest } = product;
  const patternCollections = product.patternCollections ?? [];
  return {
    product: {
      ...rest,
      patternCollections,
      files: product.files ?? [],
      shortDescription: ctx.sanitizeHtml(shortDescription ?? ''),
      blocks: orderTabs(blocks ?? []).map((block) => {
        const content = ctx.sanitizeHtml(block.content ?? '');
        return {
          ...block,
          content,
          disabled: isTabDisabled(block.type, content, { patternCollections: patternCollections.length }),
        };
      }),
      similarProducts,
    },
    breadcrumbs: {
      productsPath: section.path,
      productsTitle: section.title,
      trail: breadcrumbTrail(ctx, product, section, categoryHref),
      categoryPath: categoryHref,
    },
    realizationsPath: catalogueText(ctx.locale, 'realizationsPath'),
    englishNotice,
  };
}
