import { useQuery } from '@tanstack/react-query';
import {
  COVER_CHANGE_COLUMNS,
  type CoverChangeRow,
  coverChangeLines,
  coverChangesAnswer,
  ENROLMENT_COLUMNS,
  type EnrolmentRow,
  enrolmentAnswer,
  enrolmentLines,
} from '@trust/contract/season';
import { api } from '../../api/client';
import { saveXlsx } from '../../files/write-xlsx';
import { policyYearSlug } from './policy-years';

export interface ChangesRange {
  fromDate: string;
  toDate: string;
}

const rangeQuery = (r: ChangesRange) =>
  `fromDate=${encodeURIComponent(r.fromDate)}&toDate=${encodeURIComponent(r.toDate)}`;

export const getEnrolment = (year: number) => api.get(`reports/mediclaim-enrolment?year=${year}`, enrolmentAnswer);

export const getCoverChanges = (r: ChangesRange) =>
  api.get(`reports/mediclaim-changes?${rangeQuery(r)}`, coverChangesAnswer);

export function useEnrolment(year: number | null) {
  return useQuery({
    queryKey: ['mediclaim-enrolment', year],
    queryFn: () => getEnrolment(year as number),
    enabled: year !== null,
  });
}

export function useCoverChanges(range: ChangesRange | null) {
  return useQuery({
    queryKey: ['mediclaim-changes', range],
    queryFn: () => getCoverChanges(range as ChangesRange),
    enabled: range !== null,
  });
}

export const enrolmentFile = (year: number, extension: 'csv' | 'xlsx') =>
  `mediclaim-enrolment-${policyYearSlug(year)}.${extension}`;

export const changesFile = (r: ChangesRange, extension: 'csv' | 'xlsx') =>
  `mediclaim-changes-${r.fromDate}-to-${r.toDate}.${extension}`;

/** The server writes the CSV from the same query as the screen, so both hold the same rows. */
export const downloadEnrolmentCsv = (year: number) =>
  api.download(`reports/mediclaim-enrolment?year=${year}&format=csv`, enrolmentFile(year, 'csv'));

export const downloadChangesCsv = (r: ChangesRange) =>
  api.download(`reports/mediclaim-changes?${rangeQuery(r)}&format=csv`, changesFile(r, 'csv'));

/** The insurer's workbook: the CSV's columns and lines, built in the browser from the rows on screen. */
export const saveEnrolmentXlsx = (year: number, rows: readonly EnrolmentRow[]) =>
  saveXlsx(enrolmentFile(year, 'xlsx'), 'Enrolment', ENROLMENT_COLUMNS, enrolmentLines(rows));

export const saveChangesXlsx = (r: ChangesRange, rows: readonly CoverChangeRow[]) =>
  saveXlsx(changesFile(r, 'xlsx'), 'Changes', COVER_CHANGE_COLUMNS, coverChangeLines(rows));
