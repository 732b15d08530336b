import { Text } from '@mantine/core';
import { formatDisplayDate } from '@trust/contract/dates';
import type { DateRange } from '@trust/contract/fields';
import {
  MEDICLAIM_REPORT_COLUMNS,
  MEMBERSHIP_REPORT_COLUMNS,
  mediclaimReportLines,
  membershipReportLines,
} from '@trust/contract/report';
import { useLocation, useSearchParams } from 'react-router';
import { downloadReportCsv, fetchReportPage, fetchWholeReport, REPORTS } from '../features/reports/report-api';
import { useTexts } from '../i18n/catalogue';
import { reports } from '../i18n/screens/reports.en';
import { PagedReportScreen } from '../ui/paged-report-screen';

type ReportType = 'Membership' | 'Mediclaim';

/** One page of the report as lines numbered on from the pages before, with the whole range's count and total. */
async function loadPage(type: ReportType, range: DateRange, page: { limit: number; offset: number }) {
  const first = page.offset + 1;
  if (type === 'Membership') {
    const { data, setApart, setApartLines, lines, totals } = await fetchReportPage(REPORTS.Membership, range, page);
    const total = totals.total.amount;
    return { lines: membershipReportLines(data, first), count: lines, total, setApart, setApartLines };
  }
  const { data, setApart, setApartLines, lines, totals } = await fetchReportPage(REPORTS.Mediclaim, range, page);
  const total = totals.total.amount;
  return { lines: mediclaimReportLines(data, first), count: lines, total, setApart, setApartLines };
}

/** Every line of the range and every receipt set apart, for the print. */
async function loadWhole(type: ReportType, range: DateRange) {
  if (type === 'Membership') {
    const { data, setApart } = await fetchWholeReport(REPORTS.Membership, range);
    return { lines: membershipReportLines(data), setApart };
  }
  const { data, setApart } = await fetchWholeReport(REPORTS.Mediclaim, range);
  return { lines: mediclaimReportLines(data), setApart };
}

/** What the report counts above its table: payments of a membership, members of a mediclaim. */
function summaryOf(type: ReportType, count: number) {
  if (type === 'Membership') return count === 1 ? 'reports.payment' : 'reports.payments';
  return count === 1 ? 'reports.member' : 'reports.members';
}

/** The Membership and Mediclaim reports: From and To, Get Reports, Print and Download CSV. */
export default function Report() {
  const t = useTexts(reports);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const type: ReportType =
    params.get('reportType') === 'Mediclaim' || pathname.includes('mediclaim') ? 'Mediclaim' : 'Membership';
  return (
    <PagedReportScreen
      title={t(type === 'Membership' ? 'reports.membershipTitle' : 'reports.mediclaimTitle')}
      queryKey={['report', type]}
      headings={type === 'Membership' ? MEMBERSHIP_REPORT_COLUMNS : MEDICLAIM_REPORT_COLUMNS}
      fetchPage={(range, page) => loadPage(type, range, page)}
      fetchWhole={(range) => loadWhole(type, range)}
      downloadCsv={(range) => downloadReportCsv(REPORTS[type], range)}
      summary={(page, range) => (
        <Text size="sm" mb="xs">
          {t(summaryOf(type, page.count), {
            count: page.count,
            from: formatDisplayDate(range.fromDate),
            to: formatDisplayDate(range.toDate),
          })}
        </Text>
      )}
    />
  );
}
