import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, type Language } from '@/i18n';
import { renderWithProviders } from '@/testing/render';
import AboutPage from './about-page';
import ContactPage from './contact-page';
import FaqPage from './faq-page';
import PrivacyPage from './privacy-page';
import TermsPage from './terms-page';

type Tree = { [key: string]: string | Tree };

/** The texts under a part of a namespace's tree, by key, with their tags taken out (as drawn). */
function sentences(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(prefix + key, value.replace(/<\/?\w+>/g, ''));
    else for (const [inner, text] of sentences(value, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** Each page's texts, by page and language (features/static/<page>/locales/<language>.json). */
const TEXTS = import.meta.glob<Tree>('../*/locales/*.json', { import: 'default', eager: true });

function texts(page: string, language: Language): Tree {
  return TEXTS[`../${page}/locales/${language}.json`]!;
}

/** Each page, and the keys of its texts that are not drawn as words. */
const PAGES: { name: string; page: ComponentType; notDrawn?: RegExp }[] = [
  { name: 'about', page: AboutPage },
  // The sections' list is named by its label.
  { name: 'faq', page: FaqPage, notDrawn: /^sections$/ },
  { name: 'privacy', page: PrivacyPage },
  { name: 'terms', page: TermsPage },
  // The subjects are the suggestions' values; the thanks shows once a message is sent.
  { name: 'contact', page: ContactPage, notDrawn: /^(subjects\.|sent$)/ },
];

afterEach(async () => {
  await act(() => setLanguage('en'));
});

async function drawn(page: ComponentType, language: Language): Promise<string> {
  await act(() => setLanguage(language));
  const Page = page;
  const { container } = renderWithProviders(<Page />);
  await screen.findByRole('heading', { level: 1 });
  return (container.textContent ?? '').replace(/\s+/g, ' ');
}

describe('the site’s own pages', () => {
  const cases = PAGES.flatMap((page) => (['si', 'ta'] as const).map((language) => [page.name, language, page] as const));

  it.each(cases)('%s in %s: every text of the page in the language, no English sentence left', async (name, language, { page, notDrawn }) => {
    const text = await drawn(page, language);
    for (const [key, sentence] of sentences(texts(name, language))) {
      if (notDrawn?.test(key)) continue;
      expect(text, key).toContain(sentence);
    }
    for (const [key, sentence] of sentences(texts(name, 'en'))) {
      if (notDrawn?.test(key)) continue;
      expect(text, `${key} in English`).not.toContain(sentence);
    }
  });

  it.each(PAGES.map((page) => [page.name, page] as const))('%s in English: every text of the page', async (name, { page, notDrawn }) => {
    const text = await drawn(page, 'en');
    for (const [key, sentence] of sentences(texts(name, 'en'))) {
      if (!notDrawn?.test(key)) expect(text, key).toContain(sentence);
    }
  });

  it('keeps the links, the headings and the FAQ’s anchors in Sinhala', async () => {
    await drawn(FaqPage, 'si');
    for (const id of ['job-seekers', 'employers', 'foreign-employment', 'account', 'is-it-free', 'check-agency', 'forgot-password']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    expect(screen.getByRole('navigation', { name: 'කොටස්' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'විදේශයන්හි රැකියා කිරීම' })).toBeInTheDocument();
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(expect.arrayContaining(['#foreign-employment', '/contact', '/browse', '/customer/register', '/customer/forgot-password', '/privacy']));
    expect(screen.getByRole('link', { name: 'රහස්‍යතා ප්‍රතිපත්තිය' })).toHaveAttribute('href', '/privacy');
  });

  it('offers the contact form’s subjects in Tamil', async () => {
    await drawn(ContactPage, 'ta');
    const options = [...document.querySelectorAll('#contact-subjects option')].map((option) => option.getAttribute('value'));
    expect(options).toContain('தனியுரிமைக் கோரிக்கை');
    expect(screen.getByRole('link', { name: 'அடிக்கடி கேட்கப்படும் கேள்விகள்' })).toHaveAttribute('href', '/faq');
  });
});
