import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { type DateRange, dateRangeQuery } from '@trust/contract/fields';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

interface DateRangeFormProps {
  onSubmit: (range: DateRange) => void;
  isLoading?: boolean;
  /** The report's own buttons (Print, Download CSV), beside Get Reports. */
  children?: ReactNode;
}

/** From and To dates and Get Reports, as every report screen asks for them (SPEC.md 5). */
export function DateRangeForm({ onSubmit, isLoading = false, children }: DateRangeFormProps) {
  const form = useForm<DateRange>({
    resolver: zodResolver(dateRangeQuery),
    // A date left empty says so when the field is left, not only after typing in it.
    mode: 'all',
    defaultValues: { fromDate: '', toDate: '' },
  });
  const { errors, isValid } = form.formState;
  const toDate = form.register('toDate');
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="no-print">
      <Group align="flex-start">
        <TextInput
          label="From Date"
          type="date"
          withAsterisk
          w={200}
          error={errors.fromDate?.message}
          {...form.register('fromDate', {
            // The order rule is checked on To Date: re-check it when From Date moves.
            onChange: () => form.getValues('toDate') && void form.trigger('toDate'),
          })}
        />
        <TextInput label="To Date" type="date" withAsterisk w={200} error={errors.toDate?.message} {...toDate} />
        <Group mt={25} gap="xs">
          <Button type="submit" disabled={!isValid} loading={isLoading}>
            Get Reports
          </Button>
          {children}
        </Group>
      </Group>
    </form>
  );
}
