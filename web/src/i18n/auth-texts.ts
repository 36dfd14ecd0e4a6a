/**
 * The English texts of the 'auth' namespace (sign-in, registration, password and profile forms).
 * The first screen needs none of them, so they are not bundled with the app (see ./index.ts):
 * every module that calls useTranslation('auth') imports this one, which puts them in the chunk
 * of the page that needs them, ready before it renders.
 */
import i18n from '@/i18n';
import texts from './locales/en/auth.json';

i18n.addResourceBundle('en', 'auth', texts);
