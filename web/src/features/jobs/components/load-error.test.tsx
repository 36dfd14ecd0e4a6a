import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { JOB_MESSAGES } from '@/features/jobs/jobs-thunks';
import { LoadError } from './load-error';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('LoadError', () => {
  it("shows SPEC's fallback word for word in English", () => {
    render(<LoadError message={JOB_MESSAGES.fetchJobFailed} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch job');
  });

  it.each([
    ['si', JOB_MESSAGES.fetchJobFailed, 'රැකියාව ලබා ගැනීමට නොහැකි විය'],
    ['ta', JOB_MESSAGES.fetchJobsFailed, 'வேலைகளைப் பெற முடியவில்லை'],
    ['si', JOB_MESSAGES.searchFailed, 'සෙවීම අසාර්ථක විය'],
  ])('shows a fallback in the reader\'s language (%s): %s', async (language, message, words) => {
    await i18n.loadLanguages(language, true);
    await i18n.changeLanguage(language);
    render(<LoadError compact message={message} onRetry={() => {}} />);
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByRole('alert')).not.toHaveTextContent(message);
  });

  it('shows what the server said as it came', async () => {
    await i18n.loadLanguages('si', true);
    await i18n.changeLanguage('si');
    render(<LoadError message="Too many requests, please try again later." onRetry={() => {}} />);
    expect(await screen.findByText('නැවත උත්සාහ කරන්න')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
  });
});
