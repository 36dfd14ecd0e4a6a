import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Link } from '@/lib/link';
import { Trans, useTranslation } from '@/i18n/react';

/**
 * What the tags in the pages' texts stand for: <strong> and the links to the site's own pages
 * (React Router's Link, which keeps the language's prefix).
 */
const ELEMENTS: Record<string, ReactElement> = {
  strong: <strong />,
  contact: <Link to="/contact" />,
  faq: <Link to="/faq" />,
  foreign: <Link to="/faq#foreign-employment" />,
  browse: <Link to="/browse" />,
  register: <Link to="/customer/register" />,
  forgot: <Link to="/customer/forgot-password" />,
  privacy: <Link to="/privacy" />,
};

/**
 * The texts of one of the site's own pages ('static-about', ...) in the language shown: `say(key)`
 * is the text of the key with its tags drawn as ELEMENTS (a link given `linkClass` when there is
 * one), `t` the plain texts, falling back to 'common' as every namespace does, and i18n.
 */
export function useProse(namespace: string, linkClass?: string) {
  const { t, i18n } = useTranslation(namespace);
  const elements = linkClass
    ? Object.fromEntries(
        Object.entries(ELEMENTS).map(([name, element]) => [
          name,
          element.type === Link ? cloneElement(element as ReactElement<{ className?: string }>, { className: linkClass }) : element,
        ]),
      )
    : ELEMENTS;
  const say = (key: string): ReactNode => <Trans t={t} i18nKey={key} components={elements} />;
  return { t, say, i18n };
}
