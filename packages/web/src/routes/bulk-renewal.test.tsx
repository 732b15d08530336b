import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aadhaarMessages } from '@trust/contract/aadhaar';
import { importMessages, SHEET_MAX_BYTES } from '@trust/contract/import';
import { formatRupees } from '@trust/contract/receipt';
import type { BulkLineInput, BulkPreview, BulkPreviewLine } from '@trust/contract/season';
import { bulkMessages } from '@trust/contract/season';
import { describe, expect, it, vi } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { renderWithProviders } from '../test/render';
import { bulkBatchOf } from '../test/rows';
import { zipClaiming } from '../test/zip-files';
import BulkRenewal from './bulk-renewal';

const CSV = ['member,amount,mode_of_payment', '101,600,', '999,600,', '102,500,CASH'].join('\r\n');
const NAMES: Record<string, string> = { '101': 'Asha Patil', '102': 'Ravi Kumar', '103': 'Meena Rao' };

/** The server's check of a line, in small: members 101–103 are on the register and the fee is ₹600. */
function verdict(line: BulkLineInput): BulkPreviewLine {
  const name = NAMES[line.member.trim()];
  const amount = /^\d+$/.test(line.amount) ? Number(line.amount) : null;
  const problems = [];
  if (!name) problems.push({ column: 'member', message: bulkMessages.unknownMember(line.member) });
  if (amount !== null && amount !== 600)
    problems.push({ column: 'amount', message: bulkMessages.amountDiffers(formatRupees(amount), '₹600') });
  return {
    line: line.line,
    member: line.member,
    member_id: name ? line.member : null,
    member_name: name ?? '',
    family_group: name ? '1+3' : '',
    status: name ? 'EXPIRED' : null,
    fee: name ? 600 : null,
    amount,
    mode_of_payment: line.mode_of_payment || 'CASH',
    reference_number: line.reference_number,
    book_fee: 0,
    group: '',
    problems,
  };
}

interface Sent {
  path: string;
  body: { kind: string; issue_date: string; lines: BulkLineInput[] };
}

/**
 * Stands in for the server: the preview checks what it is sent, or answers `refusedPreview`; the
 * renewal answers `renewal`.
 */
function fakeServer(renewal: { status: number; body: unknown }, refusedPreview?: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api\//, '');
    const body = JSON.parse(String(init?.body ?? '{}'));
    sent.push({ path, body });
    const answer = (status: number, json: unknown) =>
      new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
    if (path === 'renewals/bulk/preview' && refusedPreview) return answer(refusedPreview.status, refusedPreview.body);
    if (path === 'renewals/bulk/preview') {
      const lines = (body.lines as BulkLineInput[]).map(verdict);
      const ready = lines.filter((l) => l.problems.length === 0);
      const preview: BulkPreview = {
        kind: body.kind,
        issue_date: body.issue_date,
        lines,
        ready: ready.length,
        total: ready.reduce((sum, l) => sum + (l.amount ?? 0), 0),
      };
      return answer(200, preview);
    }
    if (path === 'renewals/bulk') return answer(renewal.status, renewal.body);
    return answer(404, { error: true, message: `No answer for ${path}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { previews: () => sent.filter((s) => s.path.endsWith('preview')), sent };
}

async function chooseCsv(user: ReturnType<typeof userEvent.setup>, container: HTMLElement) {
  const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([CSV], 'payroll.csv', { type: 'text/csv' }));
}

const rowOf = (line: number) =>
  within(screen.getByRole('table', { name: 'Lines to renew' }))
    .getByRole('button', { name: `Edit member of line ${line}` })
    .closest('tr') as HTMLElement;

const batch = bulkBatchOf(
  'MEMBERSHIP',
  ['101', '103', '102'].map((id) => [id, NAMES[id] ?? ''] as const),
);

describe('Bulk Renewal', () => {
  it("shows each line's member, fee and problems; fixing a cell checks the whole list again", async () => {
    const server = fakeServer({ status: 201, body: batch });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BulkRenewal />, { role: 'STAFF' });
    await chooseCsv(user, container);

    expect(await screen.findByText('No member has ID or ticket number 999')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('101 · Asha Patil')).toBeInTheDocument();
    expect(within(rowOf(2)).getByText('EXPIRED')).toBeInTheDocument();
    expect(within(rowOf(4)).getByText('The amount ₹500 differs from the fee ₹600')).toBeInTheDocument();
    expect(screen.getByText('1 line ready, ₹600')).toBeInTheDocument();
    expect(server.previews()[0]?.body.lines.map((l) => l.line)).toEqual([2, 3, 4]);
    const renew = screen.getByRole('button', { name: 'Renew 3 members' });
    expect(renew).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit member of line 3' }));
    const field = screen.getByRole('textbox', { name: 'member of line 3' });
    await user.clear(field);
    await user.type(field, '103{Enter}');
    await waitFor(() => expect(server.previews()).toHaveLength(2));
    expect(server.previews()[1]?.body.lines[1]).toMatchObject({ line: 3, member: '103' });
    expect(await within(rowOf(3)).findByText('103 · Meena Rao')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew 3 members' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Edit amount of line 4' }));
    const amount = screen.getByRole('textbox', { name: 'amount of line 4' });
    await user.clear(amount);
    await user.type(amount, '600{Enter}');
    await waitFor(() => expect(screen.getByText('3 lines ready, ₹1,800')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Renew 3 members' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Renew 3 members' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renew 3 members' }));
    expect(await screen.findByText('Renewed 3 members for ₹1,800')).toBeInTheDocument();
    expect(screen.getByText('Receipts MS/2026-27/00001 to MS/2026-27/00003')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Print receipts' })).toHaveAttribute('href', '/bulk-receipts/7');
    const renewal = server.sent.find((s) => s.path === 'renewals/bulk');
    expect(renewal?.body.lines.map((l) => l.member)).toEqual(['101', '103', '102']);
  });

  it('is in हिन्दी for a user who chose it: its title, the lines, the confirmation and the batch', async () => {
    await showIn('hi');
    fakeServer({ status: 201, body: bulkBatchOf('MEMBERSHIP', [['101', 'Asha Patil']]) });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BulkRenewal />, { role: 'STAFF' });
    expect(screen.getByRole('heading', { name: 'एक साथ नवीनीकरण' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'सदस्यता' })).toBeChecked();
    await chooseCsv(user, container);

    expect(await screen.findByText('आईडी या टिकट संख्या 999 वाला कोई सदस्य नहीं है')).toBeInTheDocument();
    expect(screen.getByText('1 पंक्ति तैयार, ₹600')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'नवीनीकरण की जाने वाली पंक्तियाँ' });
    expect(within(table).getByRole('columnheader', { name: 'मिला सदस्य' })).toBeInTheDocument();
    expect(within(table).getAllByText('समस्या')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '3 सदस्यों का नवीनीकरण करें' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'समस्या वाली पंक्तियाँ छोड़ें' }));
    await user.click(screen.getByRole('button', { name: '1 सदस्य का नवीनीकरण करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^₹600 के लिए 1 सदस्यता नवीनीकरण/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '1 सदस्य का नवीनीकरण करें' }));
    expect(await screen.findByText('सदस्यों का नवीनीकरण हुआ: 1, कुल ₹600')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'रसीदें प्रिंट करें' })).toBeInTheDocument();
  });

  it('leaves out skipped lines, and marks the lines a refused batch names', async () => {
    const refusal = {
      status: 409,
      body: {
        error: true,
        message: 'Line 4: Already ACTIVE until 31/03/2027',
        issues: [{ path: 'lines.1.member', message: 'Already ACTIVE until 31/03/2027' }],
      },
    };
    const server = fakeServer(refusal);
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BulkRenewal />, { role: 'STAFF' });
    await chooseCsv(user, container);
    await screen.findByText('No member has ID or ticket number 999');

    await user.click(screen.getByRole('button', { name: 'Skip line 3' }));
    expect(screen.getByRole('button', { name: 'Renew 2 members' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Skip lines with problems' }));
    expect(screen.getByText('1 line ready, ₹600')).toBeInTheDocument();
    const renew = screen.getByRole('button', { name: 'Renew 1 member' });
    expect(renew).toBeEnabled();

    // Only line 2 is sent; a server that refuses it names index 1, which is no line sent: nothing is marked.
    await user.click(renew);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Renew 1 member' }));
    expect(await screen.findByText('Line 4: Already ACTIVE until 31/03/2027')).toBeInTheDocument();
    expect(server.sent.find((s) => s.path === 'renewals/bulk')?.body.lines.map((l) => l.line)).toEqual([2]);

    await user.click(screen.getByRole('button', { name: 'Include line 4' }));
    await user.click(screen.getByRole('button', { name: 'Edit amount of line 4' }));
    const amount = screen.getByRole('textbox', { name: 'amount of line 4' });
    await user.clear(amount);
    await user.type(amount, '600{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Renew 2 members' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Renew 2 members' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Renew 2 members' }));
    expect(await within(rowOf(4)).findByText('Already ACTIVE until 31/03/2027')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew 2 members' })).toBeDisabled();
  });

  it('shows a list refused for too many Aadhaar numbers that found nobody, with no line to renew', async () => {
    fakeServer(
      { status: 201, body: batch },
      { status: 429, body: { error: true, message: aadhaarMessages.tooManyMisses } },
    );
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BulkRenewal />, { role: 'STAFF' });
    await chooseCsv(user, container);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The lines could not be checked')).toBeInTheDocument();
    expect(within(alert).getByText('Too many Aadhaar numbers were not found today. Ask an admin.')).toBeInTheDocument();
    expect(screen.queryByText('Checking the lines…')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Lines to renew' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Renew \d/ })).not.toBeInTheDocument();
  });

  it('refuses a list over 20 MB, and a workbook that would unpack to over 200 MB, before reading it', async () => {
    const server = fakeServer({ status: 201, body: batch });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<BulkRenewal />, { role: 'STAFF' });
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;

    const large = new File(['member,amount\n', new Uint8Array(SHEET_MAX_BYTES)], 'payroll.csv');
    const readLarge = vi.spyOn(large, 'text');
    await user.upload(input, large);
    expect(await screen.findByText(importMessages.fileTooLarge)).toBeInTheDocument();
    expect(readLarge).not.toHaveBeenCalled();

    const entries = [
      { name: 'xl/worksheets/sheet1.xml', size: 150 * 1024 * 1024 },
      { name: 'xl/sharedStrings.xml', size: 60 * 1024 * 1024 },
    ];
    const bomb = new File([zipClaiming(entries)], 'payroll.xlsx');
    const unpackBomb = vi.spyOn(bomb, 'arrayBuffer');
    await user.upload(input, bomb);
    expect(await screen.findByText(importMessages.unpackedTooLarge)).toBeInTheDocument();
    expect(unpackBomb).not.toHaveBeenCalled();
    expect(server.previews()).toEqual([]);
  });
});
