import {
  DEPENDENT_GPA_REPORT_COLUMNS,
  dependentGpaReportLines,
  gpaReportTotals,
} from '@trust/contract/range-report-lines';
import { downloadReportCsv, fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { useTexts } from '../i18n/catalogue';
import { gpa } from '../i18n/screens/gpa.en';
import { DateRangeReport } from '../ui/date-range-report';

export default function DependentGpaReports() {
  const t = useTexts(gpa);
  return (
    <DateRangeReport
      title={t('gpa.dependentReportTitle')}
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
