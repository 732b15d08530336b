import { MISC_REPORT_COLUMNS, miscReportLines, miscReportTotals } from '@trust/contract/range-report-lines';
import { fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { DateRangeReport } from '../ui/date-range-report';

export default function MiscReports() {
  return (
    <DateRangeReport
      title="Miscellaneous Report"
      queryKey="misc"
      columns={MISC_REPORT_COLUMNS}
      fetchPage={(range, page) => fetchReportPage(REPORTS.Misc, range, page)}
      fetchWhole={(range) => fetchWholeReport(REPORTS.Misc, range)}
      toLines={miscReportLines}
      toTotals={(totals) => miscReportTotals(totals.columns ?? {}, totals.total.amount)}
    />
  );
}
