/**
 * How an article's HTML looks, in the editor and in the preview: Tailwind classes for the
 * elements the editor writes (no stylesheet of the editor's own is injected, which the site's
 * Content-Security-Policy would refuse).
 */
export const ARTICLE_CLASSES = [
  'text-base leading-7 text-gray-900 break-words',
  '[&_p]:my-3 [&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold',
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_li>p]:my-1 [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-teal-700 [&_blockquote]:pl-4 [&_blockquote]:text-gray-700',
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-gray-50',
  '[&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-gray-100 [&_:not(pre)>code]:px-1',
  '[&_a]:text-teal-800 [&_a]:underline [&_hr]:my-6 [&_hr]:border-gray-300 [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
].join(' ');
