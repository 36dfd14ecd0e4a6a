/**
 * What the article editor may write, and how it writes it: exactly the HTML the server keeps
 * (internal/jobportal/blog_html.go). Paragraphs, headings h2 to h4, bold, italic, strike-through,
 * inline code, bullet and numbered lists, quotes, code blocks, rules, line breaks, links and images
 * from /media. Underline is left out (the server drops <u>), a link renders as the server
 * writes it (a link to another site with rel="nofollow noopener" and target="_blank", one of this
 * site without), and only images this site keeps are taken in, also when pasted.
 */
import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';

/** The sources an article's image may have: an image this site keeps. */
export const MEDIA_IMAGE = /^\/media\/img\/[0-9a-f]{2}\/[0-9a-f]{32}\.(jpg|png|webp)$/;

/** Whether a link's address is one an article may keep: http, https, mailto, or a path of this site. */
export function isAllowedLink(href: string): boolean {
  const value = href.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) && (url.protocol === 'mailto:' || url.host !== '');
  } catch {
    return false;
  }
}

/** A link to another site: it gets rel="nofollow noopener" and opens in a new tab. */
export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href.trim());
}

const ArticleLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') } };
  },
  renderHTML({ HTMLAttributes }) {
    const href = String(HTMLAttributes.href ?? '');
    if (!isAllowedLink(href)) return ['a', { href: '' }, 0];
    return ['a', isExternalLink(href) ? { href, rel: 'nofollow noopener', target: '_blank' } : { href }, 0];
  },
}).configure({
  openOnClick: false,
  autolink: true,
  linkOnPaste: true,
  defaultProtocol: 'https',
  protocols: ['mailto'],
  isAllowedUri: (url) => isAllowedLink(url),
  HTMLAttributes: { target: null, rel: null, class: null },
});

const ArticleImage = Image.extend({
  addAttributes() {
    return { src: { default: null }, alt: { default: null } };
  },
  parseHTML() {
    return [
      {
        tag: 'img[src]',
        getAttrs: (element: HTMLElement) => (MEDIA_IMAGE.test(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },
}).configure({ inline: false, allowBase64: false });

/** The editor's extensions. */
export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      underline: false,
      link: false,
    }),
    ArticleLink,
    ArticleImage,
  ];
}
