/**
 * The texts of the interface in English, Sinhala and Tamil: what the app needs of a translation
 * library, and no more (docs/DECISIONS.md, "The interface's texts").
 *
 * - Texts live in namespaces ('common', 'jobs', 'auth', ...), each a tree of keys ('browse.title').
 *   A key may name its namespace ('auth:fields.email').
 * - A text missing in the chosen language comes from the fallback language (English), and one
 *   missing in a namespace from the fallback namespace ('common'): each namespace in both
 *   languages, then the fallback namespace in both.
 * - Plurals: with a numeric `count`, `key_one`, `key_other` (the categories of the app's plural rules (lib/intl.ts)
 *   for the language) come before `key`.
 * - `{{name}}` is replaced by the option of that name (`{{a.b}}` reads inside it); one without a
 *   value is left as it is. Nothing is escaped: React escapes what it draws.
 * - A key found nowhere gives the option `defaultValue`, when there is one, else the key itself.
 * - English texts are added by the modules that use them (addResourceBundle); the others are
 *   loaded with `load` when a language is chosen or a namespace is first needed.
 */
import { pluralOf } from '@/lib/intl';

export type TextTree = { [key: string]: string | TextTree };

export type TOptions = { ns?: string; lng?: string; count?: number } & Record<string, unknown>;

/** A translation function, as useTranslation gives. */
export type TFunction = (key: string, options?: TOptions) => string;

export interface TranslationsOptions {
  language: string;
  fallbackLanguage: string;
  languages: readonly string[];
  namespaces: readonly string[];
  /**
   * Namespaces that loadLanguages leaves out until they are in use (texts of theirs were added or
   * loaded in some language): long texts that few pages show, fetched when those pages ask.
   */
  onDemand?: readonly string[];
  defaultNamespace: string;
  fallbackNamespace: string;
  /** The texts of a namespace in a language, or null when it has none there. */
  load: (language: string, namespace: string) => Promise<TextTree | null>;
}

type Event = 'languageChanged' | 'loaded';

function pluralCategory(language: string, count: number): string {
  return pluralOf(language, count);
}

/** How the maps below name a namespace in a language. */
const idOf = (language: string, namespace: string): string => `${language}/${namespace}`;

/** Puts each text of the tree into texts under its whole key ('browse.title'). */
function flatten(tree: TextTree, prefix: string, texts: Map<string, string>): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') texts.set(prefix + key, value);
    else if (typeof value === 'object' && value !== null) flatten(value, `${prefix}${key}.`, texts);
  }
}

function valueAt(options: Record<string, unknown>, path: string): unknown {
  let value: unknown = options;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function interpolate(text: string, options: Record<string, unknown> | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    const value = valueAt(options, name);
    return value === undefined || value === null ? whole : String(value);
  });
}

function merge(target: TextTree, source: TextTree, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    if (typeof value === 'object' && value !== null) {
      if (typeof present !== 'object' || present === null) {
        if (present !== undefined && !overwrite) continue;
        target[key] = {};
      }
      merge(target[key] as TextTree, value, overwrite);
    } else if (present === undefined || overwrite) {
      target[key] = value;
    }
  }
}

export class Translations {
  language: string;
  private readonly texts = new Map<string, TextTree>();
  /**
   * Each namespace's texts by their whole key, as `texts` keeps their trees, made when first looked
   * in and dropped when texts are added: a page's every text is one look-up, not a walk of the tree
   * by the key's parts.
   */
  private readonly flat = new Map<string, Map<string, string>>();
  private readonly loaded = new Set<string>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Map<Event, Set<(language: string) => void>>();

  constructor(readonly options: TranslationsOptions) {
    this.language = options.language;
  }

  /** The language shown (the same as `language`: only supported languages are ever set). */
  get resolvedLanguage(): string {
    return this.language;
  }

  on(event: Event, listener: (language: string) => void): void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
  }

  off(event: Event, listener: (language: string) => void): void {
    this.listeners.get(event)?.delete(listener);
  }

  private emit(event: Event, language: string): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(language);
  }

  private tree(language: string, namespace: string, create = false): TextTree | undefined {
    const id = idOf(language, namespace);
    let tree = this.texts.get(id);
    if (!tree && create) {
      tree = {};
      this.texts.set(id, tree);
    }
    return tree;
  }

  /** Adds texts to a namespace; those it already has stay unless `overwrite`. */
  addResourceBundle(language: string, namespace: string, texts: TextTree, overwrite = false): this {
    merge(this.tree(language, namespace, true)!, texts, overwrite);
    this.flat.delete(idOf(language, namespace));
    return this;
  }

  addResource(language: string, namespace: string, key: string, value: string): this {
    this.flat.delete(idOf(language, namespace));
    const parts = key.split('.');
    const last = parts.pop()!;
    let node = this.tree(language, namespace, true)!;
    for (const part of parts) {
      if (typeof node[part] !== 'object') node[part] = {};
      node = node[part] as TextTree;
    }
    node[last] = value;
    return this;
  }

  /** True when the namespace's texts in the language are here (the fallback's always are). */
  hasLoadedNamespace(namespace: string, language: string = this.language): boolean {
    return language === this.options.fallbackLanguage || this.loaded.has(idOf(language, namespace));
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = idOf(language, namespace);
    if (language === this.options.fallbackLanguage || this.loaded.has(id)) return Promise.resolve();
    let pending = this.loading.get(id);
    if (!pending) {
      // A file that cannot be fetched counts as loaded, empty: its texts come from the fallback
      // language rather than the page waiting for ever.
      pending = this.options
        .load(language, namespace)
        .then(
          (texts) => {
            if (texts) this.addResourceBundle(language, namespace, texts, true);
          },
          () => undefined,
        )
        .then(() => {
          this.loaded.add(id);
          this.loading.delete(id);
          this.emit('loaded', language);
        });
      this.loading.set(id, pending);
    }
    return pending;
  }

  /** Loads the namespaces in the language shown (or the one given). */
  loadNamespaces(namespaces: string | readonly string[], language: string = this.language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return Promise.all(list.map((namespace) => this.loadOne(language, namespace))).then(() => undefined);
  }

  /**
   * Loads the namespaces of the languages: every one when `everything`, else all but those on
   * demand that are not in use, so that a switch of language keeps the page shown ready.
   */
  loadLanguages(languages: string | readonly string[], everything = false): Promise<void> {
    const list = typeof languages === 'string' ? [languages] : languages;
    const namespaces = this.options.namespaces.filter((namespace) => everything || !this.options.onDemand?.includes(namespace) || this.inUse(namespace));
    return Promise.all(list.map((language) => this.loadNamespaces(namespaces, language))).then(() => undefined);
  }

  private inUse(namespace: string): boolean {
    for (const id of [...this.texts.keys(), ...this.loaded]) if (id.endsWith(`/${namespace}`)) return true;
    return false;
  }

  /** Shows the language, once its texts are here; an unsupported one shows the fallback. */
  async changeLanguage(language: string): Promise<void> {
    const next = this.options.languages.includes(language) ? language : this.options.fallbackLanguage;
    await this.loadLanguages(next);
    if (next === this.language) return;
    this.language = next;
    this.emit('languageChanged', next);
  }

  private resolve(key: string, options: TOptions | undefined, namespaces: readonly string[], shown?: string): string | undefined {
    let path = key;
    let list = namespaces;
    const colon = key.indexOf(':');
    if (colon > 0 && this.options.namespaces.includes(key.slice(0, colon))) {
      list = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    } else if (options?.ns) {
      list = [options.ns];
    }
    const { fallbackLanguage, fallbackNamespace } = this.options;
    // The language asked for, then the fallback; each namespace, then the fallback namespace. A
    // page's every text comes through here, so this makes no lists it does not need.
    const language = options?.lng ?? shown ?? this.language;
    const count = typeof options?.count === 'number' ? options.count : undefined;
    const find = (namespace: string): string | undefined =>
      this.lookUpIn(language, namespace, path, count) ?? (language === fallbackLanguage ? undefined : this.lookUpIn(fallbackLanguage, namespace, path, count));
    for (const namespace of list) {
      const text = find(namespace);
      if (text !== undefined) return text;
    }
    return list.includes(fallbackNamespace) ? undefined : find(fallbackNamespace);
  }

  private lookUpIn(language: string, namespace: string, path: string, count: number | undefined): string | undefined {
    const texts = this.flatTexts(language, namespace);
    return (count !== undefined ? texts.get(`${path}_${pluralCategory(language, count)}`) : undefined) ?? texts.get(path);
  }

  private flatTexts(language: string, namespace: string): Map<string, string> {
    const id = idOf(language, namespace);
    let texts = this.flat.get(id);
    if (!texts) {
      texts = new Map();
      const tree = this.texts.get(id);
      if (tree) flatten(tree, '', texts);
      this.flat.set(id, texts);
    }
    return texts;
  }

  /** The text of key (see the top of this file); the key itself when there is none. */
  t(key: string, options?: TOptions, namespaces: readonly string[] = [this.options.defaultNamespace], shown?: string): string {
    const text = this.resolve(key, options, namespaces, shown);
    if (text === undefined) {
      if (typeof options?.defaultValue === 'string') return interpolate(options.defaultValue, options);
      const colon = key.indexOf(':');
      return colon > 0 && this.options.namespaces.includes(key.slice(0, colon)) ? key.slice(colon + 1) : key;
    }
    return interpolate(text, options);
  }

  /** Whether key has a text in the language shown or the fallback. */
  exists(key: string, options?: TOptions): boolean {
    return this.resolve(key, options, [this.options.defaultNamespace]) !== undefined;
  }

  /** A translation function for a language and namespaces, as useTranslation gives. */
  getFixedT(language: string | undefined, namespaces: string | readonly string[]): TFunction {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    return (key, options) => this.t(key, options, list, language);
  }
}
