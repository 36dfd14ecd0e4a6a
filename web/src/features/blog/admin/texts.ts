/**
 * The English texts of the 'blog-admin' namespace (features/blog/admin/locales), which come with
 * the screens that use them rather than the app: every module calling useTranslation('blog-admin')
 * imports this one.
 */
import i18n from '@/i18n';
import texts from './locales/en.json';

i18n.addResourceBundle('en', 'blog-admin', texts);
