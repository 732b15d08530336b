import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** A found member's particulars in a row: 'Name: Ravi Kumar   Department: STORES   …'. */
export function Details({ items, label }: { items: readonly DetailItem[]; label: string }) {
  return (
    <Group role="group" aria-label={label} style={{ columnGap: 32, rowGap: 6 }}>
      {items.map((item) => (
        <Text key={item.label} size="sm" component="div">
          <Text span fw={600}>
            {item.label}:
          </Text>{' '}
          {item.value || '—'}
        </Text>
      ))}
    </Group>
  );
}
