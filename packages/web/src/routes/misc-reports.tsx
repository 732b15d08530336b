import { useMiscReport } from '../features/misc/get-misc-report';
import { MISC_REPORT_COLUMNS, miscReportLines, miscReportTotals } from '../features/misc/misc-report-lines';
import { DateRangeReport } from '../ui/date-range-report';

export default function MiscReports() {
  return (
    <DateRangeReport
      title="Miscellaneous Report"
      columns={MISC_REPORT_COLUMNS}
      useReport={useMiscReport}
      toLines={(report) => miscReportLines(report.data)}
      toTotals={(report) => miscReportTotals(report.data)}
    />
  );
}
