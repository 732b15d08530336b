import { useQuery } from '@tanstack/react-query';
import { listAnswer } from '@trust/contract/answers';
import type { DateRange } from '@trust/contract/fields';
import { miscReportRow } from '@trust/contract/misc';
import { api } from '../../api/client';

const receiptsAnswer = listAnswer(miscReportRow);

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
    select: (answer) => answer.data,
  });
}
