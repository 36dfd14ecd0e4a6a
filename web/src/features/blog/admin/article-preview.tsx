/**
 * An article as its readers will see it: cover, category, title, excerpt, author, read time and
 * the text with its headings, lists, links and images. The HTML is the editor's (held to the
 * server's policy by its schema) or the server's, cleaned when it was saved.
 */
import { useTranslation } from '@/i18n/react';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { ARTICLE_CLASSES } from '@/features/blog/admin/article-styles';
import '@/features/blog/admin/texts';

export interface PreviewArticle {
  title: string;
  excerpt: string;
  content: string;
  /** A /media path, a blob: address of a chosen file, or ''. */
  cover: string;
  category: string;
  tags: string[];
  author: string;
}

/** Minutes to read, as the server counts them: 200 words a minute, at least 1. */
export function readMinutes(html: string): number {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

export function ArticlePreview({ article }: { article: PreviewArticle }) {
  const { t } = useTranslation('blog-admin');
  return (
    <article className="space-y-4">
      {article.cover ? (
        article.cover.startsWith('/media/') ? (
          <ResponsiveImage src={article.cover} alt="" width={2} height={1} sizes="(min-width: 768px) 42rem, 100vw" className="w-full overflow-hidden rounded-xl" />
        ) : (
          <img src={article.cover} alt="" className="aspect-[2/1] w-full rounded-xl object-cover" />
        )
      ) : null}
      {article.category ? <p className="text-sm font-semibold text-teal-800 uppercase">{article.category}</p> : null}
      <h3 className="text-2xl font-bold text-gray-900 sm:text-3xl">{article.title || t('preview.untitled')}</h3>
      <p className="text-sm text-gray-700">
        {t('preview.byline', { author: article.author, minutes: readMinutes(article.content) })}
      </p>
      {article.excerpt ? <p className="text-lg text-gray-700">{article.excerpt}</p> : null}
      <div className={ARTICLE_CLASSES} dangerouslySetInnerHTML={{ __html: article.content }} />
      {article.tags.length ? (
        <ul aria-label={t('form.tags')} className="flex flex-wrap gap-2">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
