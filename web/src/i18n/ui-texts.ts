/**
 * The English texts of the 'ui' namespace: what the shared components say on public pages and
 * dashboards alike (a list's pages and Try again, a confirmation's Cancel, an upload's progress, a
 * chart's words). They come with those components rather than the app: every module that calls
 * useTranslation('ui') imports this one (see ./auth-texts.ts). In Sinhala and Tamil they are among
 * the texts a public page starts with, so a public page's list needs none of the dashboards'.
 */
import i18n from '@/i18n';
import texts from './locales/en/ui.json';

i18n.addResourceBundle('en', 'ui', texts);
