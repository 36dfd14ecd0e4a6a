/**
 * The English texts of the 'jobs-screening' namespace (screening questions: the job form's
 * editor, the apply dialog's answers and the pipeline's marks, filter and knock-out), which come
 * with the modules that show them; Sinhala and Tamil are loaded with the language.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs-screening', texts);
