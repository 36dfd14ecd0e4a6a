import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultCustomization, emptyBuilderData } from '@/features/cv/cv-slice';
import { CvPreview } from '@/features/cv/components/cv-preview';
import { setLanguage } from '@/i18n';
import { renderWithProviders } from '@/testing/render';

describe('CvPreview', () => {
  it('is named in the interface’s language, outside the CV’s own', async () => {
    await act(() => setLanguage('si'));
    try {
      const data = emptyBuilderData();
      data.personalInfo = { ...data.personalInfo, firstName: 'Nimal', lastName: 'Perera' };
      renderWithProviders(<CvPreview data={data} customization={defaultCustomization()} language="en" />);
      const preview = await screen.findByRole('document', { name: 'CV පෙරදසුන' });
      expect(preview).toHaveAttribute('lang', 'en');
      // The name is read from outside the element whose language is the CV's.
      const label = document.getElementById(preview.getAttribute('aria-labelledby')!)!;
      expect(preview.contains(label)).toBe(false);
      expect(label.closest('[lang="en"]')).toBeNull();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});
