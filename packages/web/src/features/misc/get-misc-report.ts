import { useQuery } from '@tanstack/react-query';
import { reportRowsAnswer } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import { miscReportRow } from '@trust/contract/misc';
import { api } from '../../api/client';

/** The PAID records, which the totals add up, and the voided ones of the same dates apart. */
const receiptsAnswer = reportRowsAnswer(miscReportRow);

export const getMiscReport = ({ fromDate, toDate }: DateRange) =>
  api.get(
    `misc/report/date/?fromDate=${encodeURIComponent(fromDate)}&toDate=${encodeURIComponent(toDate)}`,
    receiptsAnswer,
  );

/** The receipts dated within the range, oldest first; nothing is fetched until a range is chosen. */
export function useMiscReport(range: DateRange | null) {
  return useQuery({
    queryKey: ['misc', 'report', range],
    queryFn: () => getMiscReport(range as DateRange),
    enabled: range !== null,
  });
}
