import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import i18n, { startTexts } from '@/i18n';
import { splitAddress } from '@/i18n/address';
import { adminApi, api } from '@/app/api-client';
import { Providers } from '@/app/providers';
import { preloadDrawnMenu } from '@/app/layout/site-header';
import { AppRouter, preloadPage } from '@/app/router';
import { replayAnswers, serverRender } from '@/app/server-render';
import { MAIN_CONTENT_ID } from '@/components/layout/scroll-to-top';
import { holdClock } from '@/lib/clock';
import { keepEarlyTaps } from '@/lib/early-taps';
import { whenPageReady } from '@/lib/page-ready';
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
// answered with what the server read. It is hydrated as soon as the texts of its language are
// here, so that React listens from then on: the header and the rest of the layout come alive at
// once, and a tap on them is taken (React hydrates what it needs first and replays the tap). The
// page itself, inside its own Suspense boundary (components/layout/route-page.tsx), stays the
// server's HTML until its code is here (fetched at once, alongside), then hydrates; a tap on one of
// its buttons before then is kept and made again once it has (lib/early-taps.ts). Any other page
// is drawn here, once the texts are in (at once in English).
const rendered = serverRender();
if (rendered) {
  replayAnswers(api, rendered.answers);
  replayAnswers(adminApi, rendered.answers);
  holdClock(rendered.renderedAt);
  plantSeeds(rendered.seeds);
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (main) keepEarlyTaps(main, whenPageReady, () => i18n.t('loading.page', undefined, ['common']));
  preloadDrawnMenu();
  void preloadPage(splitAddress(location.pathname).path).catch(() => undefined);
}
void startTexts.then(() => {
  // The moment the app takes over, for traces and bench/frames.mjs.
  performance.mark('app-start');
  // A page that does not match what the app draws is drawn anew by React; it is a fault to fix,
  // reported as such (the browser stories fail on it).
  if (rendered) hydrateRoot(container, app, { onRecoverableError: (error) => console.error('The page the server drew differs from the app’s:', error) });
  else createRoot(container).render(app);
  reportWebVitals();
});
