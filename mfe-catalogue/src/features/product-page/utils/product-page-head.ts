// The product page's head (docs/behaviour.md#product-page): SEO title and description, its lead image, the other
// languages' addresses, and Product and BreadcrumbList structured data.
import { breadcrumbList, plainText, type PageHead } from '@ergoforma/shared-contracts';
import type { ProductPageData } from '../api/load-product-page';
import { MAIN_IMAGE_SIZES } from './gallery-settings';

export function productPageHead({ product, breadcrumbs }: ProductPageData): PageHead {
  const description = product.seoDescription ?? undefined;
  return {
    title: product.seoTitle ?? product.name,
    description,
    image: product.images[0]?.image.url,
    ...(product.images[0] ? { leadImage: { image: product.images[0].image, sizes: MAIN_IMAGE_SIZES } } : {}),
    alternates: product.alternates,
    ogType: 'product',
    jsonLd: [
      {
        '@type': 'Product',
        name: product.name,
        url: product.path,
        image: product.images.map((image) => image.image.url),
        description: plainText(product.shortDescription) || description,
        brand: { '@type': 'Brand', name: 'Ergoforma' },
        category: product.category.name,
      },
      breadcrumbList(breadcrumbs.trail.map((crumb) => ({ title: crumb.name, path: crumb.path }))),
    ],
  };
}
