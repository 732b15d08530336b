import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportPreviewRow } from '@trust/contract/import';
import { memberMessages } from '@trust/contract/member';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PreviewTable } from './preview-table';
import type { SheetRow } from './read-file';

const columns = ['id_number', 'member_name', 'mobile'];
const rows: SheetRow[] = [
  { row: 2, values: { id_number: '101', member_name: 'Lakshmi Narayan', mobile: '9822012345' } },
  { row: 3, values: { id_number: '102', member_name: 'R4vi Kumar', mobile: '12' } },
  { row: 4, values: { id_number: '103', member_name: 'Asha Patil', mobile: '9822012346' } },
];
const verdicts = new Map<number, ImportPreviewRow>([
  [2, { row: 2, ok: true, problems: [] }],
  [
    3,
    {
      row: 3,
      ok: false,
      problems: [
        { field: 'member_name', message: memberMessages.nameLetters },
        { field: 'mobile', message: memberMessages.mobileInvalid },
      ],
    },
  ],
  [4, { row: 4, ok: true, problems: [], duplicate: memberMessages.exists('103') }],
]);

function renderTable(skipped: ReadonlySet<number> = new Set()) {
  const onToggleSkip = vi.fn();
  const onEdit = vi.fn();
  renderWithProviders(
    <PreviewTable
      columns={columns}
      rows={rows}
      verdicts={verdicts}
      skipped={skipped}
      onToggleSkip={onToggleSkip}
      onEdit={onEdit}
    />,
  );
  const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
  return { onToggleSkip, onEdit, rowOf };
}

describe('the import preview', () => {
  it("shows each row's state and its problems in the form's words", () => {
    const { rowOf } = renderTable();
    expect(within(rowOf('Lakshmi Narayan')).getByText('Ready')).toBeInTheDocument();
    const bad = rowOf('R4vi Kumar');
    expect(within(bad).getByText('Problem')).toBeInTheDocument();
    expect(within(bad).getByText('Name In Alphabets Only')).toBeInTheDocument();
    expect(within(bad).getByText('Valid Contact No. Required')).toBeInTheDocument();
    expect(within(bad).getByRole('button', { name: 'Edit member_name of row 3' })).toHaveAttribute(
      'title',
      memberMessages.nameLetters,
    );
    const stored = rowOf('Asha Patil');
    expect(within(stored).getByText('Already exists')).toBeInTheDocument();
    expect(within(stored).getByText('Member with ID: 103 already exists')).toBeInTheDocument();
    expect(screen.getByText('Problems (1)')).toBeInTheDocument();
  });

  it('edits a cell in place: Enter keeps the change, Escape drops it', async () => {
    const user = userEvent.setup();
    const { onEdit } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Edit member_name of row 3' }));
    const field = screen.getByRole('textbox', { name: 'member_name of row 3' });
    await user.clear(field);
    await user.type(field, 'Ravi Kumar{Enter}');
    expect(onEdit).toHaveBeenCalledWith(3, 'member_name', 'Ravi Kumar');

    await user.click(screen.getByRole('button', { name: 'Edit mobile of row 3' }));
    await user.type(screen.getByRole('textbox', { name: 'mobile of row 3' }), '99{Escape}');
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'mobile of row 3' })).not.toBeInTheDocument();
  });

  it('skips and includes rows, and lists only the rows of a state', async () => {
    const user = userEvent.setup();
    const { onToggleSkip } = renderTable(new Set([2]));
    await user.click(screen.getByRole('button', { name: 'Skip row 3' }));
    expect(onToggleSkip).toHaveBeenCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Include row 2' }));
    expect(onToggleSkip).toHaveBeenCalledWith(2);

    await user.click(screen.getByText('Skipped (1)'));
    const table = screen.getByRole('table', { name: 'Rows to import' });
    expect(within(table).getByText('Lakshmi Narayan')).toBeInTheDocument();
    expect(within(table).queryByText('R4vi Kumar')).not.toBeInTheDocument();
    await user.click(screen.getByText('Ready (0)'));
    expect(within(table).getByText('No rows in this list')).toBeInTheDocument();
  });
});
