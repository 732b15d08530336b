import { GPA_REPORT_COLUMNS, gpaReportLines, gpaReportTotals } from '@trust/contract/range-report-lines';
import { downloadReportCsv, fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { useTexts } from '../i18n/catalogue';
import { gpa } from '../i18n/screens/gpa.en';
import { DateRangeReport } from '../ui/date-range-report';

export default function GpaReports() {
  const t = useTexts(gpa);
  return (
    <DateRangeReport
      title={t('gpa.reportTitle')}
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
