import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';

describe('FormField', () => {
  it('labels the input and describes it with the hint and the error', () => {
    render(<FormField label="Email address" hint="We never share it." error="Enter your email address." />);
    const input = screen.getByLabelText('Email address');
    expect(input).toHaveAccessibleDescription('We never share it. Enter your email address.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not marked invalid without an error', () => {
    render(<FormField label="Name" />);
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-describedby');
  });

  it('passes input attributes through and keeps a given id', () => {
    render(<FormField label="Phone" id="phone" type="tel" defaultValue="077" />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('id', 'phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveValue('077');
  });

  it('labels selects and text areas the same way', () => {
    render(
      <>
        <SelectField label="District" error="Choose a district from the list.">
          <option value="">Choose</option>
        </SelectField>
        <TextareaField label="Description" hint="At least 20 characters." />
      </>,
    );
    expect(screen.getByLabelText('District')).toHaveAccessibleDescription('Choose a district from the list.');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('At least 20 characters.');
  });
});

describe('FormMessage', () => {
  it('announces errors as alerts and other messages as status', () => {
    render(
      <>
        <FormMessage tone="error">Login failed</FormMessage>
        <FormMessage tone="success">Saved</FormMessage>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });
});
