/**
 * The English texts of the 'companies' namespace, which come with the screens that use them
 * rather than the app: every module that calls useTranslation('companies') imports this one.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'companies', texts);
