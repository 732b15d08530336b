import { describe, expect, it } from 'vitest';
import {
  type CollectionRow,
  collectionReport,
  collectionTotals,
  csvCell,
  csvLine,
  mediclaimReportLines,
  membershipReportLines,
} from './report';

describe('CSV lines', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvLine(['plain', 42, null, 'a,b', 'say "hi"', 'line\nbreak'])).toBe(
      'plain,42,,"a,b","say ""hi""","line\nbreak"\r\n',
    );
  });
});

describe('report lines', () => {
  it('adds the book fee to the membership amount and numbers the rows', () => {
    const rows = [
      {
        MEMBER_NAME: 'A',
        ID_NUMBER: '1',
        ISSUE_DATE: '2026-01-02',
        MODE_OF_PAYMENT: 'CASH',
        AMOUNT: 600,
        DEPARTMENT: 'X',
        REMARKS: 50,
      },
      {
        MEMBER_NAME: 'B',
        ID_NUMBER: '2',
        ISSUE_DATE: '2026-01-03',
        MODE_OF_PAYMENT: 'UPI',
        AMOUNT: 600,
        DEPARTMENT: 'Y',
        REMARKS: 0,
      },
    ];
    expect(membershipReportLines(rows)).toEqual([
      [1, 'A', '1', '02/01/2026', 'CASH', 650, 'X'],
      [2, 'B', '2', '03/01/2026', 'UPI', 600, 'Y'],
    ]);
  });

  it('lists each mediclaim member as SELF followed by its dependents', () => {
    const nominee = { NOMINEE_NAME: '', NOMINEE_RELATION: '', NOMINEE_DOB: '', NOMINEE_GUARDIAN: '' };
    const lines = mediclaimReportLines([
      {
        ID_NUMBER: '7',
        MEMBER_NAME: 'RAM',
        DATE_OF_BIRTH: '1970-01-01',
        AGE: '56',
        SEX: 'MALE',
        ISSUE_DATE: '2026-05-01',
        MODE_OF_PAYMENT: 'UPI',
        AMOUNT: 9000,
        REMARKS: 'GROUP IA',
        ...nominee,
        dependents: [
          {
            ID: '7',
            DEPENDENT_NAME: 'SITA',
            DOB: '1972-02-02',
            AGE: '54',
            SEX: 'FEMALE',
            RELATION: 'WIFE',
            ...nominee,
          },
        ],
      },
    ]);
    expect(lines).toEqual([
      [1, '7', 'RAM', '01/01/1970', '56', 'MALE', 'SELF', 'UPI', 9000, 'GROUP IA'],
      ['', '7', 'SITA', '02/02/1972', '54', 'FEMALE', 'WIFE', '', '', ''],
    ]);
  });
});

describe('collection report', () => {
  it('totals by day, mode, user and kind', () => {
    const row = (date: string, mode: string, user: string, amount: number): CollectionRow => ({
      date,
      kind: 'MEMBERSHIP',
      receipt_no: 'MS/2026-27/00001',
      member_id: '1',
      member_name: 'A',
      mode_of_payment: mode,
      amount,
      recorded_by: user,
    });
    const report = collectionReport([
      row('2026-11-20', 'CASH', 'a', 100),
      row('2026-11-20', 'UPI', 'b', 50),
      row('2026-11-21', 'CASH', 'a', 25),
    ]);
    expect(report.byDay).toEqual([
      { key: '2026-11-20', count: 2, amount: 150 },
      { key: '2026-11-21', count: 1, amount: 25 },
    ]);
    expect(report.byMode).toEqual([
      { key: 'CASH', count: 2, amount: 125 },
      { key: 'UPI', count: 1, amount: 50 },
    ]);
    expect(report.byUser.map((u) => u.amount)).toEqual([125, 50]);
    expect(report.total).toEqual({ key: 'TOTAL', count: 3, amount: 175 });
  });

  it('gives the same totals when the rows are added in batches', () => {
    const rows: CollectionRow[] = ['2026-11-21', '2026-11-20', '2026-11-21', '2026-11-22'].map((date, i) => ({
      date,
      kind: i % 2 ? 'MEDICLAIM' : 'MISC',
      receipt_no: `MI/2026-27/0000${i}`,
      member_id: String(i),
      member_name: 'A',
      mode_of_payment: i % 2 ? 'UPI' : 'CASH',
      amount: 100 * (i + 1),
      recorded_by: i < 2 ? 'a' : 'b',
    }));
    const totals = collectionTotals();
    totals.add(rows.slice(0, 1));
    totals.add(rows.slice(1));
    const { data: _, setApart: __, ...whole } = collectionReport(rows);
    expect(totals.result()).toEqual(whole);
  });
});

describe('CSV cells a spreadsheet would run', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `"'\r=1+1"`],
    ['+91 98765 43210', "'+91 98765 43210"],
  ])('writes %j as text, behind an apostrophe', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('leaves numbers, and text with a formula sign further in, as they are', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(1200)).toBe('1200');
    expect(csvCell('A-1 = B')).toBe('A-1 = B');
    expect(csvCell("D'Souza")).toBe("D'Souza");
    expect(csvCell('')).toBe('');
    expect(csvLine(['=1', 2])).toBe("'=1,2\r\n");
  });
});
