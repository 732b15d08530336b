import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, TextInput } from '@mantine/core';
import { type DateRange, dateRangeQuery } from '@trust/contract/fields';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';

/** From and To with their messages, and Get Reports; the report's own buttons sit beside it. */
export function DateRangeForm({ onSubmit, children }: { onSubmit: (range: DateRange) => void; children?: ReactNode }) {
  const form = useForm<DateRange>({
    resolver: zodResolver(dateRangeQuery),
    mode: 'onTouched',
    defaultValues: { fromDate: '', toDate: '' },
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="no-print">
      <Group align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label="From"
          withAsterisk
          error={errors.fromDate?.message}
          {...form.register('fromDate')}
        />
        <TextInput type="date" label="To" withAsterisk error={errors.toDate?.message} {...form.register('toDate')} />
        <Group mt={25} gap="xs">
          <Button type="submit">Get Reports</Button>
          {children}
        </Group>
      </Group>
    </form>
  );
}
