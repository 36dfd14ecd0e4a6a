import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import type { LocationValue } from '@/lib/locations';
import { LocationSelect } from './location-select';

const EXPECTED = [
  'Sri Lanka (all)',
  'Foreign',
  'Ampara',
  'Anuradhapura',
  'Badulla',
  'Batticaloa',
  'Colombo',
  'Galle',
  'Gampaha',
  'Hambantota',
  'Jaffna',
  'Kalutara',
  'Kandy',
  'Kegalle',
  'Kilinochchi',
  'Kurunegala',
  'Mannar',
  'Matale',
  'Matara',
  'Monaragala',
  'Mullaitivu',
  'Nuwara Eliya',
  'Polonnaruwa',
  'Puttalam',
  'Ratnapura',
  'Trincomalee',
  'Vavuniya',
];

function Controlled({ initial = '' as LocationValue }) {
  const [value, setValue] = useState<LocationValue>(initial);
  return (
    <>
      <LocationSelect value={value} onChange={setValue} />
      <output>{value === '' ? '(all)' : value}</output>
    </>
  );
}

describe('LocationSelect', () => {
  it('offers every option of the spec, in order, with Sri Lanka (all) as the empty value', () => {
    render(<Controlled />);
    const select = screen.getByRole('combobox', { name: 'Location' });
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(EXPECTED);
    expect(options[0]).toHaveValue('');
    expect(options[1]).toHaveValue('Foreign');
    expect(options.slice(2).map((option) => (option as HTMLOptionElement).value)).toEqual(EXPECTED.slice(2));
    expect(select).toHaveValue('');
  });

  it('reports the chosen value', async () => {
    render(<Controlled />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Nuwara Eliya');
    expect(screen.getByRole('status')).toHaveTextContent('Nuwara Eliya');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Sri Lanka (all)');
    expect(screen.getByRole('status')).toHaveTextContent('(all)');
  });

  it('takes a custom label', () => {
    render(<LocationSelect value="Foreign" onChange={() => {}} label="District" />);
    expect(screen.getByRole('combobox', { name: 'District' })).toHaveValue('Foreign');
  });
});
