/**
 * The English texts of the 'jobs-messages' namespace (the threads of messages on the dashboards),
 * which come with the components that show them; Sinhala and Tamil are fetched as their own files.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs-messages', texts);
