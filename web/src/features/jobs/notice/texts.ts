/**
 * The English texts of the 'jobs-notice' namespace (a flyer's text: the job page's "Text of the
 * notice" and the posting form's "Fill from the notice"), which come with the modules that show
 * them; Sinhala and Tamil are loaded with the language.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs-notice', texts);
