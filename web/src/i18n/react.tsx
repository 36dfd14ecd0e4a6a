/**
 * The interface's texts in components: useTranslation gives the `t` of one or more namespaces in
 * the language shown, and draws the component again when the language changes. A component whose
 * texts in that language have not come yet suspends (the nearest Suspense shows its fallback)
 * until they have. Trans puts components (links) inside a text: `<terms>Terms</terms>`.
 */
import { cloneElement, Fragment, useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import i18n from '@/i18n';
import type { TFunction, TOptions } from '@/i18n/core';

export type { TFunction };

export function useTranslation(namespaces?: string | readonly string[], options: { lng?: string } = {}) {
  const list = namespaces === undefined ? [i18n.options.defaultNamespace] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  const key = list.join(' ');
  const [shown, setShown] = useState(i18n.language);

  useEffect(() => {
    const onChange = (language: string) => setShown(language);
    i18n.on('languageChanged', onChange);
    // The language may have changed between the first render and this effect.
    setShown(i18n.language);
    return () => i18n.off('languageChanged', onChange);
  }, []);

  const language = options.lng ?? shown;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `list`
  const t = useMemo(() => i18n.getFixedT(language, list), [language, key]);
  // The fallback namespace too, whose texts stand in for the others' missing ones.
  const needed = [...list, i18n.options.fallbackNamespace];
  if (!needed.every((namespace) => i18n.hasLoadedNamespace(namespace, language))) throw i18n.loadNamespaces(needed, language);
  return { t, i18n };
}

interface TransProps {
  t: TFunction;
  i18nKey: string;
  values?: TOptions;
  /** The elements that the text's tags name, each given the tag's text as its children. */
  components: Record<string, ReactElement>;
}

/** A text with elements inside it: each `<name>words</name>` becomes components.name around the words. */
export function Trans({ t, i18nKey, values, components }: TransProps) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  const tag = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>/g;
  let at = 0;
  for (let match = tag.exec(text); match; match = tag.exec(text)) {
    const [whole, name, words] = match as unknown as [string, string, string];
    if (match.index > at) parts.push(text.slice(at, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : whole);
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <Fragment>{parts}</Fragment>;
}
