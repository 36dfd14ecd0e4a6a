// The interface's texts in every language, read from the app's own locale files, so that the
// end-to-end stories, written with the English texts a person reads, find the same buttons,
// fields and messages when the suite runs in Sinhala or Tamil (harness.mjs, E2E_LANG).
//
//   translate('Sign in', 'si')                      -> the Sinhala text of the same key
//   translate('Account menu for Nimal Perera', 'si') -> 'Account menu for {{name}}' in Sinhala, filled in
//   translate(/Employer/, 'si')                      -> a pattern of the Sinhala texts whose English matches
//
// What is not a text of the interface (a job's title, a name, the server's own messages) is
// given back unchanged.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** The locale files of a language as [namespace, file], the same files src/i18n/index.ts loads. */
function localeFiles(language) {
  const files = [];
  const shared = join(SRC, 'i18n', 'locales', language);
  if (existsSync(shared)) {
    for (const name of readdirSync(shared)) if (name.endsWith('.json')) files.push([name.slice(0, -5), join(shared, name)]);
  }
  const features = join(SRC, 'features');
  for (const area of readdirSync(features)) {
    const own = join(features, area, 'locales', `${language}.json`);
    if (existsSync(own)) files.push([area, own]);
    const dir = join(features, area);
    for (const part of readdirSync(dir, { withFileTypes: true })) {
      if (!part.isDirectory()) continue;
      const inner = join(dir, part.name, 'locales', `${language}.json`);
      if (existsSync(inner)) files.push([`${area}-${part.name}`, inner]);
    }
  }
  return files;
}

function flatten(tree, prefix, into) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(prefix + key, value);
    else if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
  }
  return into;
}

const byLanguage = new Map();

let byEnglish = null;
/** The keys whose English text, spaces made single, is text. */
function keysOf(text) {
  if (!byEnglish) {
    byEnglish = new Map();
    for (const [key, english] of textsOf('en')) {
      const at = normal(english);
      byEnglish.set(at, [...(byEnglish.get(at) ?? []), key]);
    }
  }
  return byEnglish.get(text) ?? [];
}

/** Every text of a language, by 'namespace:key'. */
export function textsOf(language) {
  let texts = byLanguage.get(language);
  if (!texts) {
    texts = new Map();
    for (const [namespace, file] of localeFiles(language)) flatten(JSON.parse(readFileSync(file, 'utf8')), `${namespace}:`, texts);
    byLanguage.set(language, texts);
  }
  return texts;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g;

const normal = (text) => text.replace(/\s+/g, ' ').trim();
const unescape = (pattern) => pattern.replace(/\\(.)/g, '$1');
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text of key in language, the plural form chosen by count as the app chooses it. */
function textAt(language, key, count) {
  const texts = textsOf(language);
  if (count !== undefined && PLURAL.test(key)) {
    const base = key.replace(PLURAL, '');
    const form = new Intl.PluralRules(language).select(count);
    return texts.get(`${base}_${form}`) ?? texts.get(`${base}_other`) ?? texts.get(key);
  }
  return texts.get(key);
}

function fill(template, values) {
  return template.replace(PLACEHOLDER, (whole, name) => (name in values ? values[name] : whole));
}

/** A pattern of a text with each placeholder standing for any words. */
function patternOf(text) {
  return text
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '.*?' : escape(normal(part))))
    .join('');
}

/** An English template as a pattern that reads its placeholders' values out of a text. */
function reader(template) {
  const names = [];
  const source = normal(template)
    .split(PLACEHOLDER)
    .map((part, i) => {
      if (i % 2 === 0) return escape(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

let readers = null;
/**
 * Whether a template says something of what a text is: not placeholders only ('{{name}}'), nor a
 * short word between two of them ('{{first}} and {{second}}', '{{title}} at {{place}}'), which
 * would read any sentence that holds the word.
 */
function telling(text) {
  const own = (text.replace(PLACEHOLDER, '').match(/\p{L}/gu) ?? []).length;
  const between = /^\s*{{[^}]+}}/.test(text) && /{{[^}]+}}[\s.:;!?]*$/.test(text);
  return own > 0 && !(between && own < 6);
}

function templates() {
  readers ??= [...textsOf('en')]
    .filter(([, text]) => text.includes('{{') && telling(text))
    .map(([key, text]) => ({ key, words: text.replace(PLACEHOLDER, '').length, ...reader(text) }));
  return readers;
}

// More English texts than this matching one word or pattern means it is too vague to stand for
// a text of the interface: it is left as it is.
const MOST_CANDIDATES = 25;

function oneOf(patterns, { exact = false, ignoreCase = false } = {}) {
  const unique = [...new Set(patterns)];
  const body = unique.length === 1 ? unique[0] : `(?:${unique.join('|')})`;
  return new RegExp(exact ? `^${body}$` : body, ignoreCase ? 'i' : '');
}

function translateString(value, language, exact) {
  const english = textsOf('en');
  const wanted = normal(value);
  if (wanted === '') return value;

  // The whole text of a key.
  let keys = [...english].filter(([, text]) => normal(text) === wanted).map(([key]) => key);
  if (keys.length === 0 && !exact) keys = [...english].filter(([, text]) => normal(text).toLowerCase() === wanted.toLowerCase()).map(([key]) => key);
  if (keys.length > 0) {
    const found = [...new Set(keys.map((key) => textAt(language, key)).filter((text) => text !== undefined).map(normal))];
    if (found.length === 1 && !found[0].includes('{{')) return found[0];
    if (found.length > 0) return oneOf(found.map(patternOf), { exact });
  }

  // Part of a text (Playwright matches a string anywhere in a name unless told exact): the
  // whole text of each key that holds it. Before the templates, whose values could swallow
  // most of such a part.
  if (!exact && wanted.length >= 3) {
    const lower = wanted.toLowerCase();
    const holding = [...english].filter(([, text]) => normal(text).toLowerCase().includes(lower));
    if (holding.length > 0 && holding.length <= MOST_CANDIDATES) {
      const patterns = holding.map(([key]) => textAt(language, key)).filter((text) => text !== undefined).map(patternOf);
      if (patterns.length > 0) return oneOf(patterns);
    }
  }

  // A template filled in: its values go into the same template of the language.
  // Of the templates that read it, those with the most words of their own.
  let filled = [];
  let most = 0;
  for (const { key, words, pattern, names } of templates()) {
    const match = pattern.exec(wanted);
    if (!match || words < most) continue;
    if (words > most) {
      filled = [];
      most = words;
    }
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    const count = 'count' in values && /^\d+$/.test(values.count) ? Number(values.count) : undefined;
    const template = textAt(language, key, count);
    if (template === undefined) continue;
    filled.push(escape(normal(fill(template, values))));
    // A value that is itself a text of the interface (a status, a type) is shown in the language.
    const sources = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, wholeTextSource(value, language) ?? escape(value)]));
    const withSources = normal(template)
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? (sources[part] ?? '.*?') : escape(part)))
      .join('');
    filled.push(withSources);
  }
  // Each a pattern; one that holds nothing but its own letters is the text itself.
  const unique = [...new Set(filled)];
  if (unique.length === 1 && unique[0] === escape(unescape(unique[0]))) return unescape(unique[0]);
  if (unique.length > 0) return oneOf(unique, { exact });

  // Two texts side by side, as a label and its '(optional)': each the whole text of a key.
  const words = wanted.split(' ');
  for (let at = 1; at < words.length; at++) {
    const one = wholeTextSource(words.slice(0, at).join(' '), language);
    const two = one === undefined ? undefined : wholeTextSource(words.slice(at).join(' '), language);
    if (two !== undefined) return new RegExp(exact ? `^${one} ${two}$` : `${one} ${two}`);
  }

  return value;
}

/** A pattern of the texts in language of the keys whose whole English text is text; undefined when none. */
function wholeTextSource(text, language) {
  const found = textsFor(text, language).filter((one) => !one.includes('{{'));
  if (found.length === 0) return undefined;
  return found.length === 1 ? escape(found[0]) : `(?:${found.map(escape).join('|')})`;
}

function translatePattern(value, language) {
  const english = textsOf('en');
  const matching = [...english].filter(([, text]) => {
    value.lastIndex = 0;
    return value.test(normal(text));
  });
  if (matching.length === 0 || matching.length > MOST_CANDIDATES) return value;
  const patterns = matching.map(([key]) => textAt(language, key)).filter((text) => text !== undefined).map(patternOf);
  return patterns.length > 0 ? oneOf(patterns, { ignoreCase: value.flags.includes('i') }) : value;
}

/**
 * What stands in language for value, an English text of the interface (a string, matched as
 * Playwright matches it: whole when exact, else anywhere in a name) or a pattern of English
 * texts: a string or a RegExp. A value that is no text of the interface comes back unchanged.
 */
export function translate(value, language, { exact = false } = {}) {
  if (language === 'en') return value;
  if (typeof value === 'string') return translateString(value, language, exact);
  if (value instanceof RegExp) return translatePattern(value, language);
  return value;
}

/**
 * What a locator looks for in language: the text that stands there for value (see translate), or
 * value itself. The server's own messages (a refusal, a confirmation) come in English whatever
 * the language shown, and so do some texts the app shows as the server gave them; a story
 * finds them as they are.
 */
export function translateOrKeep(value, language, { exact = false, whole = true } = {}) {
  // Playwright's Page hands its locators on to its main frame: what is translated once stays.
  if (made.has(value)) return value;
  const translated = translate(value, language, { exact });
  if (translated === value) return value;
  // Playwright finds a string anywhere in a name: an English word inside a longer English text.
  // A translated text is found as a whole word, or කොළ (Green) would find නිල්කොළ (Teal); but
  // not in the text of an element and all its children (hasText), whose parts meet with no space.
  const source = (found) => {
    if (exact) return found instanceof RegExp ? found.source : `^${escape(normal(found))}$`;
    const pattern = found instanceof RegExp ? found.source : escape(normal(found));
    return whole ? `${NOT_AFTER_A_LETTER}(?:${pattern})${NOT_BEFORE_A_LETTER}` : pattern;
  };
  const ignoreCase = value instanceof RegExp ? value.flags.includes('i') : !exact;
  const either = new RegExp(`(?:${source(translated)})|(?:${source(value)})`, ignoreCase ? 'i' : '');
  made.add(either);
  return either;
}

const made = new WeakSet();

// The letters and joiners of Sinhala and Tamil words, which a translated text may not be a part of.
const LETTER = '[\\u0B80-\\u0BFF\\u0D80-\\u0DFF\\u200C\\u200D]';
const NOT_AFTER_A_LETTER = `(?<!${LETTER})`;
const NOT_BEFORE_A_LETTER = `(?!${LETTER})`;

/** The English text of the key whose text in language is text; text itself when there is none. */
export function toEnglish(text, language) {
  if (language === 'en') return text;
  const wanted = normal(text);
  for (const [key, found] of textsOf(language)) {
    if (normal(found) === wanted) {
      const english = textsOf('en').get(key);
      if (english !== undefined) return english;
    }
  }
  return text;
}

/** Every text in language of the keys whose English text is english (a select's option labels). */
export function textsFor(english, language) {
  const keys = keysOf(normal(english));
  return [...new Set(keys.map((key) => textAt(language, key)).filter((text) => text !== undefined).map(normal))];
}
