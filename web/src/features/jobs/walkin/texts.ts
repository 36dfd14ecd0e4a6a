/**
 * The English texts of the 'jobs-walkin' namespace (walk-in interviews and applying without a
 * CV: the job form's section, the job page's section and badge, the browse filter, the quick
 * application and the pipeline's marks), which come with the modules that show them; Sinhala and
 * Tamil are loaded with the language.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs-walkin', texts);
