import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { importMessages, SHEET_MAX_BYTES } from '@trust/contract/import';
import { describe, expect, it, vi } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { zipClaiming } from '../test/zip-files';
import Import from './import';

const CSV = [
  'ID Number,member_name,mobile,unused',
  '101,Lakshmi Narayan,9822012345,x',
  '',
  '102,R4vi Kumar,9822012346,y',
].join('\r\n');

async function chooseCsv(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([CSV], 'register.csv', { type: 'text/csv' }));
}

describe('Import Existing Records', () => {
  it('reads a CSV, sends its rows numbered as in the file, and reports what was added and skipped', async () => {
    const fetchMock = mockApi({
      'POST import/members/preview': {
        rows: [
          { row: 2, ok: true, problems: [] },
          { row: 4, ok: false, problems: [{ field: 'member_name', message: 'Name In Alphabets Only ' }] },
        ],
      },
      'POST import/members': { added: 1, skipped: [] },
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Import />);
    await chooseCsv(user, container);

    expect(await screen.findByText('Name In Alphabets Only')).toBeInTheDocument();
    expect(screen.getByText('Columns not imported: unused')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/preview')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      rows: [
        { row: 2, values: { id_number: '101', member_name: 'Lakshmi Narayan', mobile: '9822012345' } },
        { row: 4, values: { id_number: '102', member_name: 'R4vi Kumar', mobile: '9822012346' } },
      ],
    });
    expect(screen.getByRole('button', { name: 'Import 1 row' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Skip rows with problems' }));
    await user.click(screen.getByRole('button', { name: 'Import 1 row' }));
    const report = await screen.findByRole('alert');
    expect(within(report).getByText('Added 1 member')).toBeInTheDocument();
    expect(within(report).getByText('Row 4: Name In Alphabets Only')).toBeInTheDocument();
    const [, sent] = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/import/members')) ?? [];
    expect(JSON.parse(String(sent?.body)).rows.map((r: { row: number }) => r.row)).toEqual([2]);
  });

  it('is in हिन्दी for a user who chose it: its title, the rows, their problems and the report', async () => {
    await showIn('hi');
    mockApi({
      'POST import/members/preview': {
        rows: [
          { row: 2, ok: true, problems: [] },
          { row: 4, ok: false, problems: [{ field: 'member_name', message: 'Name In Alphabets Only ' }] },
        ],
      },
      'POST import/members': { added: 1, skipped: [] },
    });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Import />);
    expect(screen.getByRole('heading', { name: 'पुराने रिकॉर्ड का आयात' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'टेम्पलेट डाउनलोड करें' })).toBeInTheDocument();
    await chooseCsv(user, container);

    expect(await screen.findByText('नाम में केवल अक्षर हों')).toBeInTheDocument();
    expect(screen.getByText('जिन कॉलम का आयात नहीं हुआ: unused')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'आयात की जाने वाली पंक्तियाँ' });
    expect(within(table).getByText('तैयार')).toBeInTheDocument();
    expect(within(table).getByText('समस्या')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'समस्याएँ (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 पंक्ति का आयात करें' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'समस्या वाली पंक्तियाँ छोड़ें' }));
    await user.click(screen.getByRole('button', { name: '1 पंक्ति का आयात करें' }));
    const report = await screen.findByRole('alert');
    expect(within(report).getByText('1 सदस्य जोड़ा गया')).toBeInTheDocument();
    expect(within(report).getByText('पंक्ति 4: नाम में केवल अक्षर हों')).toBeInTheDocument();
  });

  it('says so when the file has no header the import knows', async () => {
    mockApi({});
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Import />);
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['name,phone\nRavi,1'], 'other.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('The first row of the file must name the columns, as the template does'),
    ).toBeInTheDocument();
  });

  it('refuses a file over 20 MB, and a workbook that would unpack to over 200 MB, before reading it', async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    const { container } = renderWithProviders(<Import />);
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;

    const large = new File(['id_number,member_name\n', new Uint8Array(SHEET_MAX_BYTES)], 'register.csv');
    const readLarge = vi.spyOn(large, 'text');
    await user.upload(input, large);
    expect(await screen.findByText(importMessages.fileTooLarge)).toBeInTheDocument();
    expect(readLarge).not.toHaveBeenCalled();

    const bomb = new File(
      [zipClaiming([{ name: 'xl/worksheets/sheet1.xml', size: 201 * 1024 * 1024 }], { zip64: true })],
      'register.xlsx',
    );
    const unpackBomb = vi.spyOn(bomb, 'arrayBuffer');
    await user.upload(input, bomb);
    expect(await screen.findByText(importMessages.unpackedTooLarge)).toBeInTheDocument();
    expect(unpackBomb).not.toHaveBeenCalled();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/import/'))).toEqual([]);
  });
});
