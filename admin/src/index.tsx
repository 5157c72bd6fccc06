// The back office's browser entry. MUI inserts its style elements at run time: they carry the page's CSP nonce
// (the server writes it into <meta name="csp-nonce">), the only way the strict policy lets them in.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const styleCache = createCache({ key: 'ef', nonce, prepend: true });
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <CacheProvider value={styleCache}>
      {/* Real addresses (/accounts/3, /set-password#…), not react-admin's default #/ routes: the set-up link's
          token travels in the fragment, and the server answers the app's page for every address. */}
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </CacheProvider>,
  );
