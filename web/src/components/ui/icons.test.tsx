import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FacebookIcon, Line, lineArt, MapPinIcon } from './icons';

const SVG = 'http://www.w3.org/2000/svg';

describe('icons', () => {
  it('draws its lines as SVG in the frame, hidden from screen readers', () => {
    const { container } = render(<MapPinIcon className="size-4 text-gray-400" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('class')).toBe('shrink-0 size-4 text-gray-400');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    const g = svg.querySelector('g')!;
    expect(g.namespaceURI).toBe(SVG);
    expect(g.getAttribute('stroke')).toBe('currentColor');
    expect(g.getAttribute('fill')).toBe('none');
    expect(svg.querySelector('circle')?.namespaceURI).toBe(SVG);
    expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M12 21s/);
  });

  it('takes a meaning of its own when given one', () => {
    const { container } = render(<FacebookIcon role="img" aria-hidden={false} aria-label="Facebook" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-label')).toBe('Facebook');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-hidden')).toBe('false');
    expect(svg.querySelector('g')?.getAttribute('fill')).toBe('currentColor');
  });

  it('fills a drawing in the line style when asked', () => {
    const { container } = render(<Line art={lineArt('<path d="M6 4h12v16l-6-4-6 4V4Z"/>', 'currentColor')} />);
    const g = container.querySelector('g')!;
    expect(g.getAttribute('fill')).toBe('currentColor');
    expect(g.getAttribute('stroke')).toBe('currentColor');
  });

  it('hydrates the server’s markup as it is, without a mismatch', async () => {
    const page = (
      <p>
        <MapPinIcon className="size-4" /> Colombo <FacebookIcon />
      </p>
    );
    const root = document.createElement('div');
    root.innerHTML = renderToString(page);
    const drawn = root.innerHTML;
    expect(drawn).toContain('<circle cx="12" cy="9.5" r="2.5"></circle>');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(root, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(root.innerHTML).toBe(drawn);
    errors.mockRestore();
  });
});
