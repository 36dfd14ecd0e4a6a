/**
 * The English texts of the 'dashboard' namespace (the customer and admin dashboards), which come
 * with those pages rather than the app: every module that calls useTranslation('dashboard')
 * imports this one (see ./auth-texts.ts).
 */
import i18n from '@/i18n';
import texts from './locales/en/dashboard.json';

i18n.addResourceBundle('en', 'dashboard', texts);
