import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group } from '@mantine/core';
import { type DateRange, dateRangeQuery } from '@trust/contract/fields';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTexts } from '../i18n/catalogue';
import { reports } from '../i18n/screens/reports.en';
import { FormDateField } from './date-field';
import { useRevealErrors } from './reveal-errors';

interface DateRangeFormProps {
  onSubmit: (range: DateRange) => void;
  isLoading?: boolean;
  /** The dates it opens with (a screen that shows a range at once); empty otherwise. */
  initial?: DateRange;
  /** The report's own buttons (Print, Download CSV), beside Get Reports. */
  children?: ReactNode;
}

/** From and To dates and Get Reports, as every report screen asks for them (docs/product.md). */
export function DateRangeForm({ onSubmit, isLoading = false, initial, children }: DateRangeFormProps) {
  const t = useTexts(reports);
  const form = useForm<DateRange>({
    resolver: zodResolver(dateRangeQuery),
    // A date left empty says so when the field is left, not only after typing in it.
    mode: 'all',
    shouldFocusError: false,
    defaultValues: initial ?? { fromDate: '', toDate: '' },
  });
  const formRef = useRevealErrors(form.formState);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit(onSubmit)} noValidate className="no-print">
      <Group align="flex-start">
        <FormDateField
          control={form.control}
          name="fromDate"
          label={t('reports.fromDate')}
          withAsterisk
          w={{ base: '100%', xs: 200 }}
          // The order rule is checked on To Date: re-check it when From Date moves.
          onDateChange={() => form.getValues('toDate') && void form.trigger('toDate')}
        />
        <FormDateField
          control={form.control}
          name="toDate"
          label={t('reports.toDate')}
          withAsterisk
          w={{ base: '100%', xs: 200 }}
        />
        <Group mt={{ base: 0, xs: 25 }} gap="xs">
          <Button type="submit" loading={isLoading}>
            {t('reports.getReports')}
          </Button>
          {children}
        </Group>
      </Group>
    </form>
  );
}
