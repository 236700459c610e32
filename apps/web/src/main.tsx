import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyStoredTheme } from './lib/theme';
import './index.css';

applyStoredTheme();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// As a transition, the first render (or hydration) yields to the browser every few milliseconds
// instead of holding the main thread for the whole screen (on a slow phone, hundreds of
// milliseconds in which a tap would wait).
startTransition(() => {
  // The server sent this screen as HTML (src/prerender.tsx): React takes it over as it is, and
  // keeps it on screen until the screen's code has loaded. Otherwise the loading screen in
  // index.html stays until the screen is ready.
  if (root.hasAttribute('data-prerendered')) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
