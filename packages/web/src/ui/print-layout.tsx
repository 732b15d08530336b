import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTrustSettings } from './trust-settings';

/** A receipt or letter on its way: the spinner in the sheet's place. */
export function PrintLoading() {
  return (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** Why there is nothing to print (unknown record, failed request), and the way back. */
export function PrintProblem({ message, back }: { message: string; back: ReactNode }) {
  return (
    <Stack maw={600} mx="auto">
      <Alert color="red" variant="light">
        {message}
      </Alert>
      <Group>{back}</Group>
    </Stack>
  );
}

/**
 * The one page every receipt and printed report uses: the trust's heading, the content, and a Print
 * button; in print only the page itself shows (styles.css hides the navigation, footer and buttons).
 */
export function PrintLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { trustName, trustAddress } = useTrustSettings();
  return (
    <div className="print-page">
      <Group justify="flex-end" className="no-print" mb="sm">
        {actions}
        <Button onClick={() => window.print()}>Print</Button>
      </Group>
      <article className="print-sheet" aria-label={title}>
        <header className="print-heading">
          <img src="/logo.svg" alt="" width={48} height={48} />
          <div>
            <h1>{trustName}</h1>
            <p>{trustAddress}</p>
          </div>
        </header>
        <h2 className="print-title">{title}</h2>
        {children}
      </article>
    </div>
  );
}
