/**
 * The English texts of the 'user' namespace (the account's dashboard sections), which come with
 * the pages that use them rather than the app: every module that calls useTranslation('user')
 * imports this one (see i18n/auth-texts.ts).
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'user', texts);
