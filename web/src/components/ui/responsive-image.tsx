/**
 * The image display of SPEC section 2: lazy loading, a placeholder until the picture arrives, a
 * preference for WebP, responsive widths 320/640/768/1024/1280/1920 and an optional preload.
 *
 * Uploaded images live under /media, where the server resizes (?w=) and converts (&format=webp)
 * on request. WebP is not asked for when the image already is WebP, an SVG or a data URL, and only
 * /media images get a srcset (nothing else can be resized). Width and height are always set, so
 * the space is kept while the image loads and nothing below it jumps.
 *
 * On a page the server drew, the picture shows as soon as it arrives, before the app's code has
 * run to fade it in (index.css, html:not([data-app])).
 */
import { useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { preload as preloadResource } from 'react-dom';

export const RESPONSIVE_WIDTHS = [320, 640, 768, 1024, 1280, 1920] as const;

const MEDIA_PREFIX = '/media/';

function isDataUrl(src: string): boolean {
  return /^data:/i.test(src.trim());
}

/** The path of src without its query or fragment, lower-cased (to read the extension). */
function pathOf(src: string): string {
  return src.split(/[?#]/)[0]!.toLowerCase();
}

/** True for images the server can resize: paths under /media on this site. */
export function isResizable(src: string): boolean {
  if (isDataUrl(src)) return false;
  if (src.startsWith(MEDIA_PREFIX)) return true;
  if (typeof window === 'undefined' || !/^https?:\/\//i.test(src)) return false;
  try {
    const url = new URL(src);
    return url.origin === window.location.origin && url.pathname.startsWith(MEDIA_PREFIX);
  } catch {
    return false;
  }
}

/** WebP conversion is skipped for .webp, .svg and data URLs (SPEC section 2). */
export function shouldOfferWebp(src: string): boolean {
  if (!src || isDataUrl(src)) return false;
  const path = pathOf(src);
  return !path.endsWith('.webp') && !path.endsWith('.svg');
}

/** The address of one width of an image (and optionally as WebP), keeping any query it has. */
export function imageUrl(src: string, width?: number, format?: 'webp'): string {
  const [beforeHash, hash] = src.split('#', 2) as [string, string | undefined];
  const params: string[] = [];
  if (width) params.push(`w=${width}`);
  if (format) params.push(`format=${format}`);
  if (params.length === 0) return src;
  const joiner = beforeHash.includes('?') ? '&' : '?';
  return `${beforeHash}${joiner}${params.join('&')}${hash === undefined ? '' : `#${hash}`}`;
}

export function buildSrcSet(src: string, widths: readonly number[], format?: 'webp'): string {
  return widths.map((width) => `${imageUrl(src, width, format)} ${width}w`).join(', ');
}

export interface ResponsiveImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'placeholder'> {
  src: string;
  alt: string;
  /** Intrinsic size (any unit ratio): reserves the space and sets the aspect ratio. */
  width: number;
  height: number;
  /** The sizes attribute: how wide the image is shown at each screen width. */
  sizes?: string;
  widths?: readonly number[];
  /** For the main image of a page: loads at once, with high priority and a preload hint. */
  preload?: boolean;
  /** What shows until the image has loaded (and if it fails); a plain tinted box by default. */
  placeholder?: ReactNode;
  /** How the picture fills its box. */
  fit?: 'cover' | 'contain';
  /** Classes of the box around the picture. */
  className?: string;
  /** Classes of the img element. */
  imgClassName?: string;
}

export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  widths = RESPONSIVE_WIDTHS,
  preload = false,
  placeholder,
  fit = 'cover',
  className = '',
  imgClassName = '',
  onLoad,
  onError,
  ...imgProps
}: ResponsiveImageProps) {
  // Keyed by src, so a new picture starts over with its placeholder.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;
  const failed = failedSrc === src;

  const resizable = isResizable(src);
  const webp = resizable && shouldOfferWebp(src);
  const srcSet = resizable ? buildSrcSet(src, widths) : undefined;
  const webpSrcSet = webp ? buildSrcSet(src, widths, 'webp') : undefined;
  const fallbackSrc = resizable ? imageUrl(src, widths[Math.min(2, widths.length - 1)]) : src;

  // An image the browser already has (the page the server drew showed it, or it is cached) is
  // shown at once, without the placeholder and the fade.
  const alreadyLoaded = (img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth > 0 && loadedSrc !== src) setLoadedSrc(src);
  };

  // A page's main picture is asked for before its other images: React puts one
  // <link rel="preload" as="image" fetchpriority="high"> per picture in the document's head.
  if (preload && src) {
    const preloadSrcSet = webpSrcSet ?? srcSet;
    preloadResource(webp ? imageUrl(fallbackSrc, undefined, 'webp') : fallbackSrc, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: preloadSrcSet,
      imageSizes: preloadSrcSet ? sizes : undefined,
      type: webp ? 'image/webp' : undefined,
    });
  }

  return (
    <span
      className={`relative block overflow-hidden bg-gray-100 ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-state={failed ? 'error' : loaded ? 'loaded' : 'loading'}
    >
      {!loaded && (
        <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center" data-testid="image-placeholder">
          {placeholder ?? <span className="size-full bg-gradient-to-br from-gray-100 to-gray-200 motion-safe:animate-pulse" />}
        </span>
      )}
      {!failed && (
        <picture>
          {webpSrcSet && <source type="image/webp" srcSet={webpSrcSet} sizes={sizes} />}
          <img
            {...imgProps}
            ref={alreadyLoaded}
            src={fallbackSrc}
            srcSet={srcSet}
            sizes={srcSet ? sizes : undefined}
            alt={alt}
            width={width}
            height={height}
            loading={preload ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={preload ? 'high' : undefined}
            onLoad={(event) => {
              setLoadedSrc(src);
              onLoad?.(event);
            }}
            onError={(event) => {
              setFailedSrc(src);
              onError?.(event);
            }}
            className={`relative block size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'} transition-opacity duration-200 motion-reduce:transition-none ${
              loaded ? 'opacity-100' : 'opacity-0'
            } ${imgClassName}`}
          />
        </picture>
      )}
      {failed && alt && <span className="sr-only">{alt}</span>}
    </span>
  );
}
