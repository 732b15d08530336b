import type { DateRange } from '@trust/contract/fields';
import type { CollectionReport, MediclaimReportMember, MembershipReportRow } from '@trust/contract/report';
import { api } from '../../api/client';

const range = (r: DateRange) => `fromDate=${encodeURIComponent(r.fromDate)}&toDate=${encodeURIComponent(r.toDate)}`;

export const REPORT_PATHS = {
  Membership: 'subscription/reports/subscription',
  Mediclaim: 'mediclaim/reports/mediclaim',
  Collection: 'reports/collection',
} as const;

export const fetchMembershipReport = (r: DateRange) =>
  api.get<{ data: MembershipReportRow[] }>(`${REPORT_PATHS.Membership}?${range(r)}`);

export const fetchMediclaimReport = (r: DateRange) =>
  api.get<{ data: MediclaimReportMember[] }>(`${REPORT_PATHS.Mediclaim}?${range(r)}`);

export const fetchCollectionReport = (r: DateRange) =>
  api.get<CollectionReport>(`${REPORT_PATHS.Collection}?${range(r)}`);

/** The server writes the CSV from the same query as the screen, so both hold the same rows. */
export const downloadReportCsv = (path: string, r: DateRange) =>
  api.download(`${path}?${range(r)}&format=csv`, 'file.csv');
