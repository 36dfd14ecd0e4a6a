import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HighlightedSnippet, decodeEntities, parseSnippet } from './highlighted-snippet';

describe('search snippets', () => {
  it('splits the server’s HTML on <mark> tags only', () => {
    expect(parseSnippet('Senior <mark>Go</mark> developer for <mark>payments</mark>.')).toEqual([
      { text: 'Senior ', marked: false },
      { text: 'Go', marked: true },
      { text: ' developer for ', marked: false },
      { text: 'payments', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('decodes escaped text', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;b&gt; &#39;x&#39; &#34;y&#34; &#x41; &hellip; &bogus;')).toBe(
      'Tom & Jerry <b> \'x\' "y" A … &bogus;',
    );
  });

  it('never turns other markup into elements', () => {
    const { container } = render(
      <HighlightedSnippet html={'<img src=x onerror=alert(1)> &lt;script&gt;alert(1)&lt;/script&gt; <mark>nurse</mark>'} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> <script>alert(1)</script> nurse');
    expect(screen.getByText('nurse').tagName).toBe('MARK');
  });

  it('forgives unbalanced tags and joins neighbouring pieces', () => {
    expect(parseSnippet('<MARK>a</mark></mark>b<mark>c')).toEqual([
      { text: 'a', marked: true },
      { text: 'b', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(parseSnippet('')).toEqual([]);
  });
});
