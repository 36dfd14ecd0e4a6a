/**
 * The English texts of the 'admin' namespace, which come with the admin console rather than the
 * app: every module that calls useTranslation('admin') imports this one. The dashboard's tab
 * labels ('admin:tabs.*') are read before any section has mounted, so the namespace is loaded
 * here too, in the visitor's language.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'admin', texts);
void i18n.loadNamespaces('admin');
