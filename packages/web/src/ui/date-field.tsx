import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates';
import { isValidIsoDate } from '@trust/contract/dates';
import { type Ref, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { errorText, useLanguage } from '../i18n/catalogue';
import { CALENDAR_LOCALES } from './hindi-calendar';

const DISPLAY_FORMAT = 'DD/MM/YYYY';
const DAY_MONTH_YEAR = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/**
 * A date as staff type it, day first (23/11/2026, 3/4/1980, 23-11-2026 or 23.11.2026), or as the
 * server writes it (2026-11-23), to the YYYY-MM-DD the server takes; null for anything else,
 * 31/02/2026 included.
 */
export function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  if (isValidIsoDate(trimmed)) return trimmed;
  const parts = DAY_MONTH_YEAR.exec(trimmed);
  if (!parts) return null;
  const [, day = '', month = '', year = ''] = parts;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isValidIsoDate(iso) ? iso : null;
}

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Every date the app asks for: shown and typed as dd/mm/yyyy whatever the browser's language, or
 * picked from a calendar, and handed on as YYYY-MM-DD. Text that is not a date yet leaves the value
 * as it was and is put back on leaving the field; emptying the field clears the date.
 *
 * The calendar opens with the field and closes once a date is typed in full or picked, so on a
 * phone it does not stay over the fields and buttons below.
 */
export function DateField({
  value,
  onChange,
  placeholder = 'dd/mm/yyyy',
  popoverProps,
  onFocus,
  onClick,
  onBlur,
  onKeyDown,
  ...props
}: DateFieldProps) {
  const [isCalendarOpen, setCalendarOpen] = useState(false);
  const language = useLanguage();
  return (
    <DatesProvider settings={{ locale: CALENDAR_LOCALES[language] }}>
      <DateInput
        {...props}
        value={value === '' ? null : value}
        onChange={(date) => {
          if (date) setCalendarOpen(false);
          onChange(date ?? '');
        }}
        valueFormat={DISPLAY_FORMAT}
        dateParser={parseDisplayDate}
        allowDeselect
        placeholder={placeholder}
        popoverProps={{ ...popoverProps, opened: isCalendarOpen }}
        onFocus={(event) => {
          setCalendarOpen(true);
          onFocus?.(event);
        }}
        onClick={(event) => {
          setCalendarOpen(true);
          onClick?.(event);
        }}
        onBlur={(event) => {
          setCalendarOpen(false);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setCalendarOpen(false);
          onKeyDown?.(event);
        }}
      />
    </DatesProvider>
  );
}

interface FormDateFieldProps<Values extends FieldValues, Output>
  extends Omit<DateFieldProps, 'value' | 'onChange' | 'error' | 'name'> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** Runs after the form holds the new date, for what follows from it (an age, a retirement date). */
  onDateChange?: (value: string) => void;
}

/** A DateField bound to a react-hook-form field, showing that field's message. */
export function FormDateField<Values extends FieldValues, Output = Values>({
  control,
  name,
  onDateChange,
  ...props
}: FormDateFieldProps<Values, Output>) {
  const { field, fieldState } = useController<Values, FieldPath<Values>, Output>({ control, name });
  return (
    <DateField
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(date) => {
        field.onChange(date);
        onDateChange?.(date);
      }}
      onBlur={field.onBlur}
      error={fieldState.error?.message === undefined ? undefined : errorText(fieldState.error.message)}
    />
  );
}
