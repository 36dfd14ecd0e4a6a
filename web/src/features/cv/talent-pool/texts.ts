/**
 * The English texts of the 'cv-talent-pool' namespace (features/cv/talent-pool/locales), which
 * come with the screens that use them rather than the app: every module calling
 * useTranslation('cv-talent-pool') imports this one. The admin dashboard's tab label is read
 * before the section mounts, so the dashboard module imports it too.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'cv-talent-pool', texts);
