import '@/lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { startTexts } from '@/i18n';
import { Providers } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { startFirstScreen } from '@/app/first-screen';
import { reportWebVitals } from '@/lib/vitals';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

startFirstScreen();

// Evaluating the app's code and drawing its first page are two tasks, not one long one, so that
// the browser can answer the reader in between. The page is drawn in the language it starts in,
// once its texts are here (at once in English).
void startTexts.then(() =>
  setTimeout(() => {
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
    reportWebVitals();
  }, 0),
);
