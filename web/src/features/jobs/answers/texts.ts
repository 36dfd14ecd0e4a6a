/**
 * The English texts of the 'jobs-answers' namespace: the apply dialog's answers to a job's
 * screening questions, kept apart from the rest of the screening texts (jobs-screening, for the
 * dashboards) so that the job page carries only these few.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs-answers', texts);
