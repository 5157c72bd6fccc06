// The blocks of the content remote's pages: each feature defines its own (features/*/…-blocks.ts); this registry
// puts them together for the content page and the detail pages.
//
// It also imports the stylesheets of every block (the exposed modules load this file up front). A block's
// JavaScript is a lazy chunk, but its CSS must be in the stylesheet the server HTML links: a stylesheet of a lazy
// chunk would arrive only after the browser imported the chunk, and the server-rendered block would show unstyled
// and shift. Webpack keeps each stylesheet in this entry chunk and out of the lazy ones. The styles are small; the
// heavy parts (swiper, formik, yup, the components) stay lazy.
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../components/carousel.module.css';
import '../features/contact/components/contact-block.module.css';
import '../features/contact/components/form-fields.module.css';
import '../features/blocks/components/banner-text.module.css';
import '../components/blocks.module.css';
import '../components/card-grid.module.css';
import '../features/blocks/components/content-blocks.module.css';
import '../features/blocks/components/front-slider.module.css';
import '../features/blocks/components/latest-products.module.css';
import '../features/blocks/components/text-with-image.module.css';
import '../features/news/components/news-list.module.css';
import '../features/news/components/news-article.module.css';
import '../features/realizations/components/realizations-grid.module.css';
import '../features/realizations/components/realization-gallery-modal.module.css';
import '../features/mechanisms/components/mechanism-list.module.css';
import '../features/mechanisms/components/mechanism-article.module.css';
import { contactBlocks } from '../features/contact/contact-blocks';
import { basicBlocks } from '../features/blocks/basic-blocks';
import { mechanismBlocks } from '../features/mechanisms/mechanism-blocks';
import { newsBlocks } from '../features/news/news-blocks';
import { realizationBlocks } from '../features/realizations/realization-blocks';
import { BlockRegistry } from '../utils/block-registry';

/** Every block type this remote renders, by type (the same objects the features define). */
export const contentBlockDefinitions = {
  ...basicBlocks,
  ...contactBlocks,
  ...newsBlocks,
  ...realizationBlocks,
  ...mechanismBlocks,
};

export const contentBlocks = new BlockRegistry(contentBlockDefinitions);
