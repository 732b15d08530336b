import { useGpaReport } from '../features/gpa/get-gpa-report';
import { GPA_REPORT_COLUMNS, gpaReportLines, gpaReportTotals } from '../features/gpa/gpa-report-lines';
import { DateRangeReport } from '../ui/date-range-report';

export default function GpaReports() {
  return (
    <DateRangeReport
      title="GPAIS Report"
      columns={GPA_REPORT_COLUMNS}
      useReport={useGpaReport}
      toLines={(report) => gpaReportLines(report.data)}
      toTotals={(report) => gpaReportTotals(GPA_REPORT_COLUMNS.length, report.data)}
      hasCsv
    />
  );
}
