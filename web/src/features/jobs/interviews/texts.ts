/**
 * The English texts of the 'jobs-interviews' namespace, which come with the screens that use
 * them: every module that calls useTranslation('jobs-interviews') imports this one.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs-interviews', texts);
