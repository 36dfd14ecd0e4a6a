/**
 * The English texts of the 'static-contact' namespace, which come with the page that shows them
 * (pages/contact-page.tsx); Sinhala and Tamil are fetched as their own files when it is shown.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'static-contact', texts);
