import { GPA_REPORT_COLUMNS, gpaReportLines, gpaReportTotals } from '@trust/contract/range-report-lines';
import { downloadReportCsv, fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { DateRangeReport } from '../ui/date-range-report';

export default function GpaReports() {
  return (
    <DateRangeReport
      title="GPAIS Report"
      queryKey="gpa"
      columns={GPA_REPORT_COLUMNS}
      fetchPage={(range, page) => fetchReportPage(REPORTS.Gpa, range, page)}
      fetchWhole={(range) => fetchWholeReport(REPORTS.Gpa, range)}
      toLines={gpaReportLines}
      toTotals={(totals) => gpaReportTotals(GPA_REPORT_COLUMNS.length, totals.columns ?? {})}
      downloadCsv={(range) => downloadReportCsv(REPORTS.Gpa, range)}
    />
  );
}
