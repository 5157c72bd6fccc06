// The stylesheets of every block, imported by the registry (which the exposed module loads up front). A block's
// JavaScript is a lazy chunk, but its CSS must be in the stylesheet the server HTML links: a stylesheet of a lazy
// chunk would arrive only after the browser imported the chunk, and the server-rendered block would show unstyled
// and shift. Webpack keeps each stylesheet in this entry chunk and out of the lazy ones. The styles are small; the
// heavy parts (swiper, formik, yup, the components) stay lazy.
import 'swiper/css';
import 'swiper/css/effect-fade';
import '../carousel/components/carousel.module.css';
import '../contact/components/contact-block.module.css';
import '../contact/components/form-fields.module.css';
import './components/api-image.module.css';
import './components/banner-text.module.css';
import './components/blocks.module.css';
import './components/card-grid.module.css';
import './components/content-blocks.module.css';
import './components/front-slider.module.css';
import './components/latest-products.module.css';
import './components/text-with-image.module.css';
import '../news/components/news-list.module.css';
import '../news/components/news-article.module.css';
import '../realizations/components/realizations-grid.module.css';
import '../realizations/components/realization-gallery-modal.module.css';
import '../mechanisms/components/mechanism-list.module.css';
import '../mechanisms/components/mechanism-article.module.css';
