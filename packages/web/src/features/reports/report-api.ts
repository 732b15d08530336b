import { reportRowsAnswer } from '@trust/contract/books';
import type { DateRange } from '@trust/contract/fields';
import { gpaDependentRecordRow, gpaRecordRow } from '@trust/contract/gpa';
import { miscReportRow } from '@trust/contract/misc';
import {
  collectionReportAnswer,
  collectionRow,
  mediclaimReportMember,
  membershipReportRow,
} from '@trust/contract/report';
import { reportPageAnswer } from '@trust/contract/report-page';
import type { z } from 'zod';
import { api } from '../../api/client';

const range = (r: DateRange) => `fromDate=${encodeURIComponent(r.fromDate)}&toDate=${encodeURIComponent(r.toDate)}`;

interface ReportOf<Row extends z.ZodType> {
  path: string;
  row: Row;
}

/** The date-range reports: where each is asked for and what its rows are. */
export const REPORTS = {
  Membership: { path: 'subscription/reports/subscription', row: membershipReportRow },
  Mediclaim: { path: 'mediclaim/reports/mediclaim', row: mediclaimReportMember },
  Collection: { path: 'reports/collection', row: collectionRow },
  Misc: { path: 'misc/report/date', row: miscReportRow },
  Gpa: { path: 'gpa/report', row: gpaRecordRow },
  DependentGpa: { path: 'gpa-dependent/report', row: gpaDependentRecordRow },
} as const;

/** One page of a report as the screen shows it, with the whole range's lines and totals, from the server. */
export const fetchReportPage = <Row extends z.ZodType>(
  report: ReportOf<Row>,
  r: DateRange,
  page: { limit: number; offset: number },
) => api.get(`${report.path}?${range(r)}&limit=${page.limit}&offset=${page.offset}`, reportPageAnswer(report.row));

/** Every row of the range, for the print of the whole report. */
export const fetchWholeReport = <Row extends z.ZodType>(report: ReportOf<Row>, r: DateRange) =>
  api.get(`${report.path}?${range(r)}`, reportRowsAnswer(report.row));

export const fetchCollectionReport = (r: DateRange) =>
  api.get(`${REPORTS.Collection.path}?${range(r)}`, collectionReportAnswer);

/** The server writes the CSV from the same query as the screen, a batch at a time, so both hold the same rows. */
export const downloadReportCsv = (report: { path: string }, r: DateRange) =>
  api.download(`${report.path}?${range(r)}&format=csv`, 'file.csv');
