import type { ReactNode } from 'react';

/**
 * A search snippet, in which the server marks the matched words with <mark> and nothing else is
 * markup: it is read as text and only those marks become elements, so nothing in it can run.
 */
export function Snippet({ html }: { html: string }) {
  const parts: ReactNode[] = [];
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  body.childNodes.forEach((node, index) => {
    if (node.nodeName === 'MARK') {
      parts.push(
        <mark key={index} className="rounded bg-amber-100 px-0.5 text-gray-900">
          {node.textContent}
        </mark>,
      );
    } else {
      parts.push(node.textContent);
    }
  });
  return <>{parts}</>;
}
