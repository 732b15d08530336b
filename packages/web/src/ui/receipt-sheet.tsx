import type { ReactNode } from 'react';
import { useTrustSettings } from './trust-settings';

/**
 * One receipt's sheet, headed as every printed receipt is (the print layout's heading), for pages
 * that print several receipts at once: each sheet starts a new printed page (styles.css).
 */
export function ReceiptSheet({ title, mark, children }: { title: string; mark?: string | null; children: ReactNode }) {
  const { trustName, trustAddress } = useTrustSettings();
  return (
    <article className="print-sheet batch-sheet" aria-label={title}>
      <header className="print-heading">
        <img src="/logo.svg" alt="" width={48} height={48} />
        <div>
          <h1>{trustName}</h1>
          <p>{trustAddress}</p>
        </div>
      </header>
      <h2 className="print-title">{title}</h2>
      {mark ? <p className="copy-mark">{mark}</p> : null}
      {children}
    </article>
  );
}
