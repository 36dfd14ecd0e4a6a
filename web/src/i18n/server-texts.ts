/**
 * The server's messages in the reader's words. The API answers in English, SPEC's words and those
 * of every client that is not this app. For a Sinhala or Tamil reader the app shows a message it
 * knows in the language shown: the 'server' texts, whose English is the server's message word for
 * word (a `{{name}}` standing for what the server fills in; a `what.*` text names a throttle's
 * count, a `status.*` text a job's status); any other message is shown as it came. The module and the texts are fetched with the
 * first answer that carries a message for such a reader (app/api-client.ts).
 */
import i18n from '@/i18n';
import type { TextTree } from '@/i18n/core';
import english from '@/i18n/locales/en/server.json';

i18n.addResourceBundle('en', 'server', english as TextTree);

const PLACEHOLDER = /{{\s*(\w+)\s*}}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Known {
  key: string;
  pattern: RegExp;
  names: string[];
}

/** Each English message as a pattern that reads its values out of the server's text. */
const KNOWN: readonly Known[] = Object.entries(english)
  .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  .map(([key, text]) => {
    const names: string[] = [];
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) => {
        if (index % 2 === 0) return escape(part);
        names.push(part);
        return '(.+?)';
      })
      .join('');
    return { key: key.replace(PLURAL, ''), pattern: new RegExp(`^${source}$`), names };
  });

/** Values that are words of the server's, named in the texts: a throttle's count, a job's status. */
const NAMED = new Set(['what', 'status']);

/** The server's English message in `language`, or the message itself when the app does not know it. */
export function inReadersWords(message: string, language: string): string {
  const t = i18n.getFixedT(language, ['server']);
  for (const { key, pattern, names } of KNOWN) {
    const found = pattern.exec(message);
    if (!found) continue;
    const values: Record<string, unknown> = {};
    names.forEach((name, index) => {
      const value = found[index + 1]!;
      values[name] = name === 'count' ? Number(value) : NAMED.has(name) ? t(`${name}.${value}`, { defaultValue: value }) : value;
    });
    return t(key, values);
  }
  return message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Puts an answer's message and its fields' messages in `language`, in place, once that language's
 * 'server' texts are here (fetched on demand, as they are needed only when a message comes).
 */
export async function translateAnswer(body: unknown, language: string): Promise<void> {
  if (!isRecord(body)) return;
  await i18n.loadNamespaces(['server'], language);
  if (typeof body.message === 'string') body.message = inReadersWords(body.message, language);
  if (Array.isArray(body.errors)) {
    for (const item of body.errors) {
      if (isRecord(item) && typeof item.message === 'string') item.message = inReadersWords(item.message, language);
    }
  }
}

/** Messages of the server that are not an answer's (a CV import's notes), in `language`. */
export async function translateMessages(messages: readonly string[], language: string): Promise<string[]> {
  await i18n.loadNamespaces(['server'], language);
  return messages.map((message) => inReadersWords(message, language));
}
