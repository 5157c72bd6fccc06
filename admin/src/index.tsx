// The back office's browser entry. MUI inserts its style elements at run time: they carry the page's CSP nonce
// (the server writes it into <meta name="csp-nonce">), the only way the strict policy lets them in.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
const styleCache = createCache({ key: 'ef', nonce, prepend: true });
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <CacheProvider value={styleCache}>
      <App />
    </CacheProvider>,
  );
