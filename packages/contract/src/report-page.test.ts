import { describe, expect, it } from 'vitest';
import { LONG_PRINT_LINES, reportPageMessages, reportPageQuery } from './report-page';

describe('reportPageQuery', () => {
  it('takes a limit of 1 to 1000 and an offset of 0 or more, both optional', () => {
    expect(reportPageQuery.parse({})).toEqual({});
    expect(reportPageQuery.parse({ limit: '1', offset: '0' })).toEqual({ limit: 1, offset: 0 });
    expect(reportPageQuery.parse({ limit: '1000', offset: '5000' })).toEqual({ limit: 1000, offset: 5000 });
  });

  it('refuses a limit of 0, over 1000, negative or not a number, and a negative offset', () => {
    for (const limit of ['0', '1001', '-1', 'abc', '1.5'])
      expect(reportPageQuery.safeParse({ limit }).success).toBe(false);
    expect(reportPageQuery.safeParse({ limit: '10', offset: '-1' }).success).toBe(false);
  });
});

it('warns before a long print with the number of lines', () => {
  expect(reportPageMessages.longPrint(LONG_PRINT_LINES + 1)).toBe(
    'This report has 5,001 lines. Printing them all may take a long time; Download CSV gives the same lines.',
  );
});
