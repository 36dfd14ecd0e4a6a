/**
 * The English texts of the 'cv-analysis' namespace (features/cv/analysis/locales): the words of
 * the CV check's findings and suggestions, which only the builder shows, so they travel with it
 * and not with every page that shows a CV (a shared CV's page).
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'cv-analysis', texts);
