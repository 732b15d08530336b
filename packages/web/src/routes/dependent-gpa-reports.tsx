import {
  DEPENDENT_GPA_REPORT_COLUMNS,
  dependentGpaReportLines,
  gpaReportTotals,
} from '@trust/contract/range-report-lines';
import { downloadReportCsv, fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { DateRangeReport } from '../ui/date-range-report';

export default function DependentGpaReports() {
  return (
    <DateRangeReport
      title="Dependent GPAIS Report"
      queryKey="gpa-dependent"
      columns={DEPENDENT_GPA_REPORT_COLUMNS}
      fetchPage={(range, page) => fetchReportPage(REPORTS.DependentGpa, range, page)}
      fetchWhole={(range) => fetchWholeReport(REPORTS.DependentGpa, range)}
      toLines={dependentGpaReportLines}
      toTotals={(totals) => gpaReportTotals(DEPENDENT_GPA_REPORT_COLUMNS.length, totals.columns ?? {})}
      downloadCsv={(range) => downloadReportCsv(REPORTS.DependentGpa, range)}
    />
  );
}
