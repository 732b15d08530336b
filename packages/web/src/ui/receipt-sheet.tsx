import type { ReactNode } from 'react';
import type { PrintedTitle } from './print-layout';
import { Printed, TrustHeading } from './printed';

/**
 * One receipt's sheet, headed as every printed receipt is (the print layout's heading), for pages
 * that print several receipts at once: each sheet starts a new printed page (styles.css).
 */
export function ReceiptSheet({
  title,
  printedTitle,
  mark,
  children,
}: {
  title: string;
  printedTitle: PrintedTitle;
  mark?: string | null;
  children: ReactNode;
}) {
  return (
    <article className="print-sheet batch-sheet" aria-label={title}>
      <header className="print-heading">
        <img src="/logo.svg" alt="" width={48} height={48} />
        <TrustHeading inReceiptLanguages />
      </header>
      <h2 className="print-title">
        <Printed {...printedTitle} />
      </h2>
      {mark ? <p className="copy-mark">{mark}</p> : null}
      {children}
    </article>
  );
}
