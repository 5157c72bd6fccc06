// A new product: the same form, starting with one description tab and a publish date of now.
import { Create } from 'react-admin';
import { ProductForm } from './product-form';

const startingValues = () => ({
  published: new Date().toISOString(),
  showSimilarProducts: true,
  categories: [],
  tags: [],
  similarProducts: [],
  similarLabels: [],
  patternCollections: [],
  relatedProduct: null,
  relationPosition: null,
  configuratorUrl: null,
  blocks: [{ type: 'product_description', texts: {} }],
  photos: [],
  documents: [],
});

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <ProductForm defaultValues={startingValues} />
    </Create>
  );
}
