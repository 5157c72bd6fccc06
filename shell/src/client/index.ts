// Styles come inlined in the server HTML (main.css, see server/inline-styles.ts); the fonts are self-hosted.
// The page's inline bootstrap adds this script (server/html-document.ts): under the page's 'strict-dynamic' policy,
// the chunks it loads and the remotes' entries the federation runtime adds are trusted without a nonce.
import './styles/fonts.css';
import './styles/global.css';
import { nextTask } from './next-task';

/**
 * Runs `start` once the server HTML is on screen (the first contentful paint has been presented): the first paint,
 * and the largest image in it, share neither the network nor the main thread with the page's JavaScript. (A frame
 * callback comes too early: it runs before the frame is painted, and the paint reaches the screen later still.)
 * A hidden tab paints nothing, and a browser without paint timing reports nothing: the timeout starts them.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(once, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(once, 1000);
}

/**
 * Async boundary: shared modules are negotiated before any of them is used (docs/architecture.md#composition).
 * The chunks download while the page paints (webpackPreload); they run afterwards, in steps: a module's code runs
 * when it is first imported, all of it in one task, so the largest libraries run first, each in a task of its own,
 * and the app (./bootstrap) after them. A mobile browser never sees one long task for the whole start-up. (The
 * router is left to ./bootstrap: imported whole here, it would lose its tree shaking.)
 */
async function startInSteps(): Promise<void> {
  await import(/* webpackPreload: true */ 'react-dom/client');
  await nextTask();
  await import(/* webpackPreload: true */ 'i18next');
  await nextTask();
  await import(/* webpackPreload: true */ '@ergoforma/shared-contracts');
  await nextTask();
  await import(/* webpackPreload: true */ './bootstrap');
}

afterFirstPaint(() => void startInSteps());
