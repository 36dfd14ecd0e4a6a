import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { NoticeText } from '@/features/jobs/notice/notice-text';

describe('NoticeText', () => {
  it("shows the flyer's text under its heading, as text, lines kept", () => {
    renderWithProviders(<NoticeText text={'WE ARE HIRING\nLorry Drivers - Polonnaruwa'} />);
    const section = screen.getByRole('region', { name: 'Text of the notice' });
    expect(section).toHaveTextContent('Lorry Drivers - Polonnaruwa');
    expect(screen.getByTestId('notice-text').textContent).toBe('WE ARE HIRING\nLorry Drivers - Polonnaruwa');
  });

  it('shows nothing before the text is read', () => {
    const { container } = renderWithProviders(<NoticeText text={undefined} />);
    expect(container).toBeEmptyDOMElement();
    renderWithProviders(<NoticeText text="  " />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
