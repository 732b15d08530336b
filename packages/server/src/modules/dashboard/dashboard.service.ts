import {
  type DashboardFigures,
  everyMonth,
  lastMonths,
  monthStart,
  type RenewalRow,
  type RenewalsQuery,
  renewalWindow,
  renewalWindows,
} from '@trust/contract/dashboard';
import { todayInIndia } from '@trust/contract/dates';
import type { SubscriptionKind } from '@trust/contract/reminder';
import { collectionReport } from '@trust/contract/report';
import type { AppContext } from '../../context';
import { collectionsOf, monthlyCollections } from '../reports/reports.service';
import { countMembers, countRenewals, membersByLatestExpiry, type SubscriptionTable } from './dashboard.repository';

const CHART_MONTHS = 12;

const TABLES: Record<SubscriptionKind, SubscriptionTable> = {
  membership: 'membership_payments',
  mediclaim: 'mediclaim_payments',
};

/** `GET dashboard`: every figure is counted or summed by the database, so it stays quick with 50,000 members. */
export async function dashboardFigures(ctx: AppContext): Promise<DashboardFigures> {
  const today = todayInIndia(ctx.now());
  const { due, expired } = renewalWindows(today);
  const windows = { today, dueTo: due.to, expiredFrom: expired.from };
  const months = lastMonths(today, CHART_MONTHS);
  const thisMonth = { fromDate: monthStart(today), toDate: today };
  const [members, membership, mediclaim, monthPayments, byMonth] = await Promise.all([
    countMembers(ctx.db),
    countRenewals(ctx.db, TABLES.membership, windows),
    countRenewals(ctx.db, TABLES.mediclaim, windows),
    // One month of receipts is small; the collection report's own totals keep the two screens in step.
    collectionsOf(ctx, thisMonth),
    monthlyCollections(ctx, { fromDate: `${months[0]}-01`, toDate: today }),
  ]);
  const report = collectionReport(monthPayments);
  return {
    today,
    members,
    membership,
    mediclaim,
    collections: { ...thisMonth, byMode: report.byMode, total: report.total },
    collectionsByMonth: everyMonth(months, byMonth),
  };
}

/** `GET renewals`: the members behind one of the dashboard's renewal figures, a page at a time. */
export function renewalsList(ctx: AppContext, query: RenewalsQuery): Promise<{ rows: RenewalRow[]; total: number }> {
  const window = renewalWindow(query.state, todayInIndia(ctx.now()));
  return membersByLatestExpiry(ctx.db, TABLES[query.kind], window, query);
}
