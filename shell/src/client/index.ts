// Styles come inlined in the server HTML (main.css, see server/inline-styles.ts); the fonts are self-hosted.
import './styles/fonts.css';
import './styles/global.css';
import { PAGE_NONCE } from './script-nonce';

declare let __webpack_nonce__: string;
// Chunks loaded from here on carry the page's CSP nonce.
// eslint-disable-next-line prefer-const -- not a variable: webpack turns this assignment into its chunk nonce
__webpack_nonce__ = PAGE_NONCE;

/**
 * Runs `start` once the browser has painted the server HTML: the first paint (and the largest image in it)
 * never waits for the page's JavaScript. Hidden tabs get no animation frames, hence the timeout.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
}

// Async boundary: shared modules are negotiated before any of them is used (docs/architecture.md#composition).
// The chunks download while the page paints (webpackPreload); they run afterwards.
afterFirstPaint(() => void import(/* webpackPreload: true */ './bootstrap'));
