import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

/**
 * A list's filter fields with Filter and Clear after them. What is typed stays a draft until Filter;
 * the screen keeps the draft and the filter, and goes back to the first page on either button.
 */
export function FilterForm({
  label,
  gap,
  onFilter,
  onClear,
  children,
}: {
  label?: string;
  gap?: MantineSpacing;
  onFilter: () => void;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useTexts(parts);
  return (
    <form
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onFilter();
      }}
    >
      <Group align="flex-end" wrap="wrap" gap={gap}>
        {children}
        <Button type="submit">{t('parts.filter')}</Button>
        <Button variant="default" onClick={onClear}>
          {t('parts.clear')}
        </Button>
      </Group>
    </form>
  );
}
