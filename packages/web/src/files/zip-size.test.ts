import { describe, expect, it } from 'vitest';
import { zipClaiming } from '../test/zip-files';
import { buildXlsx } from './write-xlsx';
import { unpackedSize } from './zip-size';

describe('unpackedSize', () => {
  it("adds up a real workbook's entries as its central directory states them", async () => {
    const lines = Array.from({ length: 2_000 }, (_, i) => [String(1000 + i), 'Lakshmi Narayan', '250']);
    const workbook = await buildXlsx('Payroll', ['member', 'name', 'amount'], lines);
    const size = await unpackedSize(workbook);
    // The sheet's XML alone is larger than the compressed file.
    expect(size).toBeGreaterThan(workbook.size);
    expect(size).toBeLessThan(workbook.size * 100);
  });

  it('reads the sizes a directory claims, in plain and in Zip64 form', async () => {
    const entries = [
      { name: '[Content_Types].xml', size: 1_000 },
      { name: 'xl/worksheets/sheet1.xml', size: 150 * 1024 * 1024 },
      { name: 'xl/sharedStrings.xml', size: 60 * 1024 * 1024 },
    ];
    const total = 1_000 + 210 * 1024 * 1024;
    expect(await unpackedSize(new Blob([zipClaiming(entries)]))).toBe(total);
    expect(await unpackedSize(new Blob([zipClaiming(entries, { zip64: true })]))).toBe(total);
    const huge = [{ name: 'xl/worksheets/sheet1.xml', size: 2 ** 40 }];
    expect(await unpackedSize(new Blob([zipClaiming(huge, { zip64: true })]))).toBe(2 ** 40);
  });

  it('finds no directory in a file that is not a zip, or whose end was cut off', async () => {
    expect(await unpackedSize(new Blob(['member,amount\n101,250\n']))).toBeNull();
    const zip = zipClaiming([{ name: 'a.xml', size: 10 }]);
    expect(await unpackedSize(new Blob([zip.slice(0, zip.length - 10)]))).toBeNull();
  });
});
