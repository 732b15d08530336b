import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { DateField, parseDisplayDate } from './date-field';

describe('parseDisplayDate', () => {
  it('reads the day first, with or without leading zeros, and gives YYYY-MM-DD', () => {
    expect(parseDisplayDate('23/11/2026')).toBe('2026-11-23');
    expect(parseDisplayDate('3/4/1980')).toBe('1980-04-03');
    expect(parseDisplayDate(' 23-11-2026 ')).toBe('2026-11-23');
    expect(parseDisplayDate('23.11.2026')).toBe('2026-11-23');
  });

  it('also takes the YYYY-MM-DD the server writes', () => {
    expect(parseDisplayDate('2026-11-23')).toBe('2026-11-23');
  });

  it('refuses what is not a date, never reading it month first', () => {
    expect(parseDisplayDate('11/23/2026')).toBeNull();
    expect(parseDisplayDate('31/02/2026')).toBeNull();
    expect(parseDisplayDate('23/11/26')).toBeNull();
    expect(parseDisplayDate('23/11/202')).toBeNull();
    expect(parseDisplayDate('')).toBeNull();
  });
});

function Field({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Issue Date" value={value} onChange={setValue} />
      <output aria-label="Sent">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows a date as dd/mm/yyyy and hands on what is typed as YYYY-MM-DD', async () => {
    renderWithProviders(<Field initial="2026-05-02" />);
    const input = screen.getByLabelText('Issue Date');
    expect(input).toHaveValue('02/05/2026');
    const user = userEvent.setup();
    await user.click(input);
    expect(document.querySelector('[data-dates-dropdown]')).not.toBeNull();
    await user.clear(input);
    await user.type(input, '23/11/2026');
    // A whole date typed: the calendar gives way to what is below the field.
    await waitFor(() => expect(document.querySelector('[data-dates-dropdown]')).toBeNull());
    expect(input).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Sent')).toHaveTextContent('2026-11-23');
    expect(input).toHaveValue('23/11/2026');
  });

  it('keeps no date for text that is not one, and empties the field on leaving it', async () => {
    renderWithProviders(<Field initial="2026-05-02" />);
    const input = screen.getByLabelText('Issue Date');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '31/02/2026');
    await user.tab();
    expect(screen.getByLabelText('Sent')).toHaveTextContent('');
    await waitFor(() => expect(input).toHaveValue(''));
  });
});
