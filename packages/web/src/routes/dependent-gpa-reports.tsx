import { useDependentGpaReport } from '../features/gpa/get-dependent-gpa-report';
import {
  DEPENDENT_GPA_REPORT_COLUMNS,
  dependentGpaReportLines,
  gpaReportTotals,
} from '../features/gpa/gpa-report-lines';
import { DateRangeReport } from '../ui/date-range-report';

export default function DependentGpaReports() {
  return (
    <DateRangeReport
      title="Dependent GPAIS Report"
      columns={DEPENDENT_GPA_REPORT_COLUMNS}
      useReport={useDependentGpaReport}
      toLines={(report) => dependentGpaReportLines(report.data)}
      toTotals={(report) => gpaReportTotals(DEPENDENT_GPA_REPORT_COLUMNS.length, report.data)}
      hasCsv
    />
  );
}
