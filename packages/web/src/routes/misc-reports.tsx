import { MISC_REPORT_COLUMNS, miscReportLines, miscReportTotals } from '@trust/contract/range-report-lines';
import { fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { useTexts } from '../i18n/catalogue';
import { misc } from '../i18n/screens/misc.en';
import { DateRangeReport } from '../ui/date-range-report';

export default function MiscReports() {
  const t = useTexts(misc);
  return (
    <DateRangeReport
      title={t('misc.reportTitle')}
      queryKey="misc"
      columns={MISC_REPORT_COLUMNS}
      fetchPage={(range, page) => fetchReportPage(REPORTS.Misc, range, page)}
      fetchWhole={(range) => fetchWholeReport(REPORTS.Misc, range)}
      toLines={miscReportLines}
      toTotals={(totals) => miscReportTotals(totals.columns ?? {}, totals.total.amount)}
    />
  );
}
