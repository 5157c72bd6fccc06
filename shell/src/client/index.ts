// Styles load with the entry (main.css, linked in the server HTML); the fonts are self-hosted.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-ext-700.css';
import './styles/global.css';
import { PAGE_NONCE } from './script-nonce';

declare let __webpack_nonce__: string;
// Chunks loaded from here on carry the page's CSP nonce.
// eslint-disable-next-line prefer-const -- not a variable: webpack turns this assignment into its chunk nonce
__webpack_nonce__ = PAGE_NONCE;

// Async boundary: shared modules are negotiated before any of them is used (docs/architecture.md#composition).
void import('./bootstrap');
