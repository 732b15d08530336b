import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSettings } from '../features/settings/use-settings';

/**
 * The one page every receipt and printed report uses: the trust's heading, the content, and a Print
 * button; in print only the page itself shows (print.css hides the navigation, footer and buttons).
 */
export function PrintLayout({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { trustName, trustAddress } = useSettings();
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
