import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { initialLang } from './i18n/i18n';
import { LANGS, loadCatalogue } from './i18n/messages';
import { registerServiceWorker } from './pwa';
import './styles/index.css';

// The first render waits for the starting language's words (German and Italian are chunks).
const lang = initialLang();
void loadCatalogue(lang).finally(() => {
  document.documentElement.lang = lang;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The other languages follow once the page is up, so a later switch is instant.
  const later = (f: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(f) : setTimeout(f, 300);
  later(() => LANGS.forEach((l) => void loadCatalogue(l)));
});
registerServiceWorker();
