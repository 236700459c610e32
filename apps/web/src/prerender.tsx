import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app';
import { loadScreens } from './app/routes';

/**
 * The first screen of `path` as a visitor sees it, as HTML, for the build to put into that path's
 * page (vite-prerender.ts): the browser paints it as soon as the page arrives, and main.tsx hydrates
 * it once the code is there. Runs in the build, in a DOM (jsdom) at that path with empty storage.
 * Returns null where the screen shows the loading screen (it needs a session).
 */
export async function prerender(path: string): Promise<string | null> {
  window.history.replaceState(null, '', path);
  await loadScreens(path);
  // Waits for the screen's lazy parts too (the landing page's lower sections), which the browser
  // then takes over as they load instead of rendering them again.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App />
    </StrictMode>,
    // In one piece: a part sent apart would need an inline script, which the page's CSP refuses.
    { progressiveChunkSize: Infinity },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return /role="status" aria-label="Loading"/.test(html) ? null : html;
}
