import { ENROLMENT_COLUMNS, type EnrolmentRow, enrolmentLines } from '@trust/contract/season';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from '../../files/write-xlsx';
import { defaultRange } from './cover-changes';
import { policyYearLabel, policyYearOptions } from './policy-years';

const rows: EnrolmentRow[] = [
  {
    member_id: '101',
    name: 'Asha Patil',
    relation: 'SELF',
    date_of_birth: '1978-03-14',
    age: 48,
    sex: 'FEMALE',
    family_group: '1+3',
    premium: 4500,
    receipt_no: 'MC/2026-27/00001',
    cover_start: '2026-05-01',
  },
  {
    member_id: '101',
    name: 'Ravi Patil',
    relation: 'SON',
    date_of_birth: '',
    age: '',
    sex: 'MALE',
    family_group: '1+3',
    premium: 4500,
    receipt_no: 'MC/2026-27/00001',
    cover_start: '2026-05-01',
  },
];

describe('the policy years', () => {
  it('are named by their first year, with their dates, from 2020 to the year after today', () => {
    expect(policyYearLabel(2026)).toBe('2026–27 (01/05/2026 to 30/04/2027)');
    expect(policyYearLabel(2099)).toBe('2099–00 (01/05/2099 to 30/04/2100)');
    const options = policyYearOptions('2026-04-30');
    expect(options[0]).toEqual({ value: '2026', label: '2026–27 (01/05/2026 to 30/04/2027)' });
    expect(options[1]?.value).toBe('2025');
    expect(options.at(-1)?.value).toBe('2020');
    expect(policyYearOptions('2026-05-01')[0]?.value).toBe('2027');
  });

  it("start the changes' dates at the year's first day and end them today, or at the year's end", () => {
    expect(defaultRange(2026, '2026-11-25')).toEqual({ fromDate: '2026-05-01', toDate: '2026-11-25' });
    expect(defaultRange(2024, '2026-11-25')).toEqual({ fromDate: '2024-05-01', toDate: '2025-04-30' });
    expect(defaultRange(2027, '2026-11-25')).toEqual({ fromDate: '2027-05-01', toDate: '2027-05-01' });
  });
});

describe("the insurer's workbook", () => {
  it('holds the heading row, then a row per person: dates as dd/mm/yyyy text, numbers as numbers', async () => {
    const blob = await buildXlsx('Enrolment', ENROLMENT_COLUMNS, enrolmentLines(rows));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet('Enrolment');
    expect(sheet?.rowCount).toBe(3);
    const cells = (row: number) => ((sheet?.getRow(row).values ?? []) as unknown[]).slice(1);
    expect(cells(1)).toEqual([...ENROLMENT_COLUMNS]);
    expect(cells(2)).toEqual([
      '101',
      'Asha Patil',
      'SELF',
      '14/03/1978',
      48,
      'FEMALE',
      '1+3',
      4500,
      'MC/2026-27/00001',
      '01/05/2026',
    ]);
    expect(sheet?.getRow(3).getCell(4).value).toBeNull();
    expect(sheet?.getRow(3).getCell(8).value).toBe(4500);
  });
});
