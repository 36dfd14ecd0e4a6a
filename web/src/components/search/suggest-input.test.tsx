import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { SuggestInput, type Suggestion, type SuggestionFetcher } from './suggest-input';

const found: Suggestion[] = [
  { text: 'teacher', script: 'en' },
  { text: 'ගුරු', script: 'si' },
  { text: 'ஆசிரியர்', script: 'ta' },
];

function Box({ fetcher, onPick }: { fetcher: SuggestionFetcher; onPick: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="box">Search jobs</label>
      <div className="relative">
        <SuggestInput
          id="box"
          name="search"
          value={value}
          onChange={setValue}
          onPick={onPick}
          loadSuggestions={() => Promise.resolve(fetcher)}
        />
      </div>
    </form>
  );
}

function setup() {
  const fetcher = vi.fn<SuggestionFetcher>(() => Promise.resolve(found));
  const onPick = vi.fn();
  const view = renderWithProviders(<Box fetcher={fetcher} onPick={onPick} />);
  return { ...view, fetcher, onPick, box: screen.getByRole('combobox', { name: 'Search jobs' }) };
}

describe('SuggestInput', () => {
  it('is a collapsed combobox until suggestions come', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('asks once typing pauses, with the words typed, and lists the suggestions in their languages', async () => {
    const { box, user, fetcher } = setup();
    await user.type(box, 'guru');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Debounced: one question for the four letters typed.
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher.mock.calls[0]?.[0]).toBe('guru');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['teacher', 'ගුරු', 'ஆசிரியர்']);
    expect(options[1]).toHaveAttribute('lang', 'si');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('asks nothing for fewer than two letters', async () => {
    const { box, user, fetcher } = setup();
    await user.type(box, 'g');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetcher).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves through the suggestions with the arrows and takes one with Enter', async () => {
    const { box, user, onPick } = setup();
    await user.type(box, 'guru');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onPick).toHaveBeenCalledWith('ගුරු');
    expect(box).toHaveValue('ගුරු');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the list with Escape and keeps what was typed', async () => {
    const { box, user, onPick } = setup();
    await user.type(box, 'guru');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('guru');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('takes a suggestion clicked', async () => {
    const { box, user, onPick } = setup();
    await user.type(box, 'guru');
    await user.click(await screen.findByRole('option', { name: 'ஆசிரியர்' }));
    expect(onPick).toHaveBeenCalledWith('ஆசிரியர்');
    expect(box).toHaveValue('ஆசிரியர்');
  });

  it('stays a plain search box when suggestions fail', async () => {
    const fetcher = vi.fn<SuggestionFetcher>(() => Promise.reject(new Error('offline')));
    const { user } = renderWithProviders(<Box fetcher={fetcher} onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: 'Search jobs' });
    await user.type(box, 'guru');
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('guru');
  });
});
