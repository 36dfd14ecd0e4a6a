/**
 * The English texts of the 'jobs' namespace (the home page's job sections, the job list, the job
 * pages and the apply form), which come with the pages that use them rather than the app: every
 * module that calls useTranslation('jobs') imports this one (see i18n/auth-texts.ts).
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'jobs', texts);
