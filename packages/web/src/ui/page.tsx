import { Group, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageProps {
  title: string;
  /** Links and buttons beside the title (Back, Add Member, …). */
  actions?: ReactNode;
  maw?: number;
  children: ReactNode;
}

/** A screen's frame: its title as the trust names it, its links, and its content on one sheet (a card). */
export function Page({ title, actions, maw = 1280, children }: PageProps) {
  return (
    <Paper maw={maw} mx="auto" p={{ base: 'sm', sm: 'lg' }} withBorder className="page-sheet">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
