import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  RESPONSIVE_WIDTHS,
  ResponsiveImage,
  buildSrcSet,
  imageUrl,
  isResizable,
  shouldOfferWebp,
} from './responsive-image';

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
});

describe('responsive image helpers (SPEC section 2)', () => {
  it('uses the widths 320, 640, 768, 1024, 1280 and 1920', () => {
    expect(RESPONSIVE_WIDTHS).toEqual([320, 640, 768, 1024, 1280, 1920]);
  });

  it('skips WebP for .webp, .svg and data URLs', () => {
    expect(shouldOfferWebp('/media/flyers/a.jpg')).toBe(true);
    expect(shouldOfferWebp('/media/flyers/a.PNG?v=2')).toBe(true);
    expect(shouldOfferWebp('/media/flyers/a.webp')).toBe(false);
    expect(shouldOfferWebp('/media/flyers/a.WEBP?v=1')).toBe(false);
    expect(shouldOfferWebp('/media/logo.svg')).toBe(false);
    expect(shouldOfferWebp('data:image/png;base64,AAAA')).toBe(false);
  });

  it('resizes only the images under /media of this site', () => {
    expect(isResizable('/media/flyers/a.jpg')).toBe(true);
    expect(isResizable(`${window.location.origin}/media/flyers/a.jpg`)).toBe(true);
    expect(isResizable('https://cdn.example.com/media/a.jpg')).toBe(false);
    expect(isResizable('/favicon.svg')).toBe(false);
    expect(isResizable('data:image/png;base64,AAAA')).toBe(false);
  });

  it('adds w and format to the address, keeping its own query', () => {
    expect(imageUrl('/media/a.jpg', 640)).toBe('/media/a.jpg?w=640');
    expect(imageUrl('/media/a.jpg', 640, 'webp')).toBe('/media/a.jpg?w=640&format=webp');
    expect(imageUrl('/media/a.jpg?v=3', 320)).toBe('/media/a.jpg?v=3&w=320');
    expect(imageUrl('/media/a.jpg')).toBe('/media/a.jpg');
    expect(buildSrcSet('/media/a.jpg', [320, 640])).toBe('/media/a.jpg?w=320 320w, /media/a.jpg?w=640 640w');
  });
});

describe('ResponsiveImage', () => {
  it('prefers WebP through <picture>, with every width in the srcset', () => {
    const { container } = render(<ResponsiveImage src="/media/flyers/a.jpg" alt="Flyer" width={800} height={1000} sizes="50vw" />);
    const source = container.querySelector('picture > source')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source.getAttribute('srcset')).toBe(buildSrcSet('/media/flyers/a.jpg', RESPONSIVE_WIDTHS, 'webp'));
    expect(source).toHaveAttribute('sizes', '50vw');
    const img = screen.getByRole('img', { name: 'Flyer' });
    expect(img.getAttribute('srcset')).toBe(buildSrcSet('/media/flyers/a.jpg', RESPONSIVE_WIDTHS));
    expect(img).toHaveAttribute('src', '/media/flyers/a.jpg?w=768');
  });

  it('loads lazily with width and height set, so nothing jumps', () => {
    const { container } = render(<ResponsiveImage src="/media/a.jpg" alt="Flyer" width={4} height={3} />);
    const img = screen.getByRole('img', { name: 'Flyer' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '4');
    expect(img).toHaveAttribute('height', '3');
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('4 / 3');
  });

  it('shows a placeholder until the image has loaded', () => {
    render(<ResponsiveImage src="/media/a.jpg" alt="Flyer" width={4} height={3} placeholder={<span>Waiting</span>} />);
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Flyer' });
    expect(img.className).toContain('opacity-0');
    fireEvent.load(img);
    expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
    expect(img.className).toContain('opacity-100');
  });

  it('shows at once, without placeholder or fade, an image the browser already has', () => {
    const complete = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'complete');
    const naturalWidth = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'naturalWidth');
    Object.defineProperty(HTMLImageElement.prototype, 'complete', { configurable: true, get: () => true });
    Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', { configurable: true, get: () => 640 });
    try {
      render(<ResponsiveImage src="/media/a.jpg" alt="Flyer" width={4} height={3} placeholder={<span>Waiting</span>} />);
      expect(screen.queryByText('Waiting')).not.toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Flyer' }).className).toContain('opacity-100');
    } finally {
      Object.defineProperty(HTMLImageElement.prototype, 'complete', complete!);
      Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', naturalWidth!);
    }
  });

  it('keeps the placeholder and the alt text when the image cannot load', () => {
    render(<ResponsiveImage src="/media/a.jpg" alt="Flyer" width={4} height={3} />);
    fireEvent.error(screen.getByRole('img', { name: 'Flyer' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByText('Flyer')).toHaveClass('sr-only');
  });

  it.each([
    ['a WebP image', '/media/a.webp'],
    ['an SVG', '/media/logo.svg'],
  ])('offers no WebP source for %s', (_, src) => {
    const { container } = render(<ResponsiveImage src={src} alt="x" width={1} height={1} />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('srcset')).toContain(`${src}?w=320 320w`);
  });

  it('leaves data URLs and other sites’ images as they are', () => {
    const data = 'data:image/png;base64,iVBORw0KGgo=';
    const { container, rerender } = render(<ResponsiveImage src={data} alt="x" width={1} height={1} />);
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', data);
    expect(container.querySelector('img')).not.toHaveAttribute('srcset');
    rerender(<ResponsiveImage src="https://cdn.example.com/a.jpg" alt="x" width={1} height={1} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(container.querySelector('img')).not.toHaveAttribute('sizes');
  });

  it('loads at once with high priority and a preload link when asked', async () => {
    render(<ResponsiveImage src="/media/hero.jpg" alt="Hero" width={16} height={9} sizes="100vw" preload />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).not.toBeNull();
    expect(link!.getAttribute('imagesrcset')).toBe(buildSrcSet('/media/hero.jpg', RESPONSIVE_WIDTHS, 'webp'));
    expect(link!.getAttribute('imagesizes')).toBe('100vw');
  });

  it('adds no preload link unless asked', async () => {
    render(<ResponsiveImage src="/media/other.jpg" alt="Other" width={16} height={9} />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });
});
