import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { ResponseTime } from './response-time';

describe('ResponseTime', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('says how soon the employer answers, in the reader’s language and number', async () => {
    const { rerender } = render(<ResponseTime days={1} />);
    expect(screen.getByTestId('response-time')).toHaveTextContent('Usually answers applicants within 1 day');
    rerender(<ResponseTime days={3} />);
    expect(screen.getByTestId('response-time')).toHaveTextContent('within 3 days');
    await act(() => setLanguage('si'));
    expect(screen.getByTestId('response-time')).toHaveTextContent('දින 3ක් ඇතුළත');
    await act(() => setLanguage('ta'));
    expect(screen.getByTestId('response-time')).toHaveTextContent('3 நாட்களுக்குள்');
  });

  it('shows nothing without a figure', () => {
    const { container } = render(<ResponseTime days={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
