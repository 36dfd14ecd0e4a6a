import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { Link } from '@/lib/link';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { setLanguage } from '@/i18n';
import '@/i18n/auth-texts';
import { Trans, useTranslation } from '@/i18n/react';

afterEach(async () => {
  await act(() => setLanguage('en'));
});

function Home() {
  const { t } = useTranslation();
  return <p>{t('nav.home')}</p>;
}

describe('useTranslation', () => {
  it('waits, behind Suspense, for the texts of a language that have not come yet, its own and the common ones', async () => {
    function SinhalaAuth() {
      const { t } = useTranslation('auth', { lng: 'si' });
      return (
        <p>
          {t('fields.email')} / {t('nav.home')}
        </p>
      );
    }
    expect(i18n.hasLoadedNamespace('auth', 'si')).toBe(false);
    expect(i18n.hasLoadedNamespace('common', 'si')).toBe(false);
    render(
      <Suspense fallback={<p>Waiting for texts</p>}>
        <SinhalaAuth />
      </Suspense>,
    );
    expect(screen.getByText('Waiting for texts')).toBeInTheDocument();
    expect(await screen.findByText('ඊමේල් ලිපිනය / මුල් පිටුව')).toBeInTheDocument();
  });

  it('draws the text in the language shown, and again when the language changes', async () => {
    render(
      <Suspense fallback={<p>Waiting for texts</p>}>
        <Home />
      </Suspense>,
    );
    expect(screen.getByText('Home')).toBeInTheDocument();
    await act(() => setLanguage('si'));
    expect(await screen.findByText('මුල් පිටුව')).toBeInTheDocument();
    await act(() => setLanguage('ta'));
    expect(await screen.findByText('முகப்பு')).toBeInTheDocument();
  });

});

describe('Trans', () => {
  it('puts the elements the text names around their words, in any language', async () => {
    function Consent() {
      const { t } = useTranslation('auth');
      return (
        <p data-testid="consent">
          <Trans t={t} i18nKey="register.consent" components={{ terms: <Link to="/terms" />, privacy: <Link to="/privacy" /> }} />
        </p>
      );
    }
    render(
      <MemoryRouter>
        <Suspense fallback={null}>
          <Consent />
        </Suspense>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('consent')).toHaveTextContent('By creating an account you agree to our Terms & Conditions and Privacy Policy.');
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');

    await act(() => setLanguage('ta'));
    expect(await screen.findByRole('link', { name: 'தனியுரிமைக் கொள்கை' })).toHaveAttribute('href', '/privacy');
  });
});
