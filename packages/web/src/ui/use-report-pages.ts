import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRange } from '@trust/contract/fields';
import { LONG_PRINT_LINES, reportPageMessages } from '@trust/contract/report-page';
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/client';
import { confirm } from './dialogs';

/** Lines of a report on one screen page, as the server is asked for them. */
export const REPORT_PAGE_SIZE = 100;

interface ReportPagesOptions<Page, Whole> {
  key: readonly unknown[];
  range: DateRange | null;
  /** The page the screen shows: `limit` lines from `offset`. */
  fetchPage: (range: DateRange, page: { limit: number; offset: number }) => Promise<Page>;
  /** Every line of the range, for the print. */
  fetchWhole: (range: DateRange) => Promise<Whole>;
}

/**
 * A report asked of the server a page at a time (its lines and totals of the whole range come with
 * each page), and printed whole: Print fetches every line of the range, after asking first when
 * there are more than 5,000, and opens the browser's print once they are on the page.
 */
export function useReportPages<Page, Whole>({ key, range, fetchPage, fetchWhole }: ReportPagesOptions<Page, Whole>) {
  const [page, setPage] = useState(1);
  // A new range starts at its first page (React's pattern for state that follows a prop).
  const [pagedRange, setPagedRange] = useState(range);
  if (pagedRange !== range) {
    setPagedRange(range);
    setPage(1);
  }
  const offset = (page - 1) * REPORT_PAGE_SIZE;
  const report = useQuery({
    queryKey: [...key, range, page],
    queryFn: () => fetchPage(range as DateRange, { limit: REPORT_PAGE_SIZE, offset }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

  const [whole, setWhole] = useState<Whole | null>(null);
  const [isPreparingPrint, setPreparingPrint] = useState(false);
  const print = async (lines: number) => {
    if (!range) return;
    if (lines > LONG_PRINT_LINES) {
      const anyway = await confirm({
        title: reportPageMessages.longPrintTitle,
        text: reportPageMessages.longPrint(lines),
        confirmLabel: reportPageMessages.printAnyway,
        cancelLabel: reportPageMessages.cancel,
      });
      if (!anyway) return;
    }
    setPreparingPrint(true);
    try {
      setWhole(await fetchWhole(range));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The report could not be loaded', message: errorMessage(error) });
    } finally {
      setPreparingPrint(false);
    }
  };
  // Once every line is drawn the browser prints them; afterwards the screen goes back to its page.
  useEffect(() => {
    if (whole === null) return;
    const after = () => setWhole(null);
    window.addEventListener('afterprint', after);
    window.print();
    return () => window.removeEventListener('afterprint', after);
  }, [whole]);

  return { report, page, setPage, offset, whole, print, isPreparingPrint };
}
