import { reportRowsAnswer } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import { collectionReportAnswer, mediclaimReportMember, membershipReportRow } from '@trust/contract/report';
import { api } from '../../api/client';

/** The PAID payments, which the totals add up, and the reset ones of the same dates apart. */
const membershipReport = reportRowsAnswer(membershipReportRow);
const mediclaimReport = reportRowsAnswer(mediclaimReportMember);

const range = (r: DateRange) => `fromDate=${encodeURIComponent(r.fromDate)}&toDate=${encodeURIComponent(r.toDate)}`;

export const REPORT_PATHS = {
  Membership: 'subscription/reports/subscription',
  Mediclaim: 'mediclaim/reports/mediclaim',
  Collection: 'reports/collection',
} as const;

export const fetchMembershipReport = (r: DateRange) =>
  api.get(`${REPORT_PATHS.Membership}?${range(r)}`, membershipReport);

export const fetchMediclaimReport = (r: DateRange) => api.get(`${REPORT_PATHS.Mediclaim}?${range(r)}`, mediclaimReport);

export const fetchCollectionReport = (r: DateRange) =>
  api.get(`${REPORT_PATHS.Collection}?${range(r)}`, collectionReportAnswer);

/** The server writes the CSV from the same query as the screen, so both hold the same rows. */
export const downloadReportCsv = (path: string, r: DateRange) =>
  api.download(`${path}?${range(r)}&format=csv`, 'file.csv');
