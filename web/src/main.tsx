import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { startTexts } from '@/i18n';
import { splitAddress } from '@/i18n/address';
import { adminApi, api } from '@/app/api-client';
import { Providers } from '@/app/providers';
import { AppRouter, preloadPage } from '@/app/router';
import { replayAnswers, serverRender } from '@/app/server-render';
import { holdClock } from '@/lib/clock';
import { plantSeeds } from '@/lib/seeds';
import { reportWebVitals } from '@/lib/vitals';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const app = (
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>
);

// A page the server drew (app/server-render.ts) is hydrated: the same components take over its
// HTML with the state it was drawn with, and the requests its pages make as they mount are
// answered with what the server read. It is hydrated once its page's code is here too, so that
// the whole page comes alive at once (a part left waiting for its code would drop a tap); React
// keeps a tap made while it hydrates and replays it. Any other page is drawn here, once the
// texts of its language are in (at once in English).
const rendered = serverRender();
if (rendered) {
  replayAnswers(api, rendered.answers);
  replayAnswers(adminApi, rendered.answers);
  holdClock(rendered.renderedAt);
  plantSeeds(rendered.seeds);
}
const ready = rendered ? Promise.all([startTexts, preloadPage(splitAddress(location.pathname).path).catch(() => undefined)]) : startTexts;
void ready.then(() => {
  // The moment the app takes over, for traces and bench/frames.mjs.
  performance.mark('app-start');
  // A page that does not match what the app draws is drawn anew by React; it is a fault to fix,
  // reported as such (the browser stories fail on it).
  if (rendered) hydrateRoot(container, app, { onRecoverableError: (error) => console.error('The page the server drew differs from the app’s:', error) });
  else createRoot(container).render(app);
  reportWebVitals();
});
