// Styles load with the entry (main.css, linked in the server HTML); the fonts are self-hosted.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-ext-600.css';
import '@fontsource/inter/latin-ext-700.css';
import './styles/global.css';

// Async boundary: shared modules are negotiated before any of them is used (ARCHITECTURE: Composition).
void import('./bootstrap');
