/**
 * A search result's snippet. The server sends HTML whose only markup is <mark> around the words
 * that matched, with the job's own text escaped. It is never put into the page as HTML: the
 * text is split on the <mark> tags, its character references are decoded, and each piece
 * becomes a React text node (marked pieces inside <mark>). Any other "tag" stays visible text.
 */

export interface SnippetPiece {
  text: string;
  marked: boolean;
}

const NAMED_REFERENCES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
};

/** Decodes the character references of escaped text (&amp; &lt; &#39; &#x27; ...). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, reference: string) => {
    if (reference[0] === '#') {
      const hex = reference[1] === 'x' || reference[1] === 'X';
      const code = Number.parseInt(reference.slice(hex ? 2 : 1), hex ? 16 : 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_REFERENCES[reference.toLowerCase()] ?? whole;
  });
}

/** Splits a snippet into plain and marked pieces. Unbalanced tags are forgiven. */
export function parseSnippet(html: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  let marked = false;
  for (const part of html.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>') {
      marked = true;
    } else if (tag === '</mark>') {
      marked = false;
    } else if (part) {
      const text = decodeEntities(part);
      const last = pieces[pieces.length - 1];
      if (last && last.marked === marked) last.text += text;
      else pieces.push({ text, marked });
    }
  }
  return pieces;
}

export function HighlightedSnippet({ html, className = '' }: { html: string; className?: string }) {
  const pieces = parseSnippet(html);
  if (pieces.length === 0) return null;
  return (
    <p className={`text-sm leading-6 text-gray-700 ${className}`}>
      {pieces.map((piece, index) =>
        piece.marked ? (
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-medium text-gray-900">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </p>
  );
}
