import type { TestApp } from '../../../test/helpers';

// What the import tests share: the cells of a template row, a file of them, and what got written.

/** A member as a row of the template: every column the form requires, as text. */
export function memberCells(id: string, overrides: Record<string, string> = {}) {
  return {
    id_number: id,
    member_name: 'Sunita Kale',
    ticket_number: `55-${id}`,
    department: 'ACCOUNTS',
    date_of_birth: '1979-08-21',
    age: '47',
    date_of_retirement: '2039-08-31',
    mobile: '9822012345',
    sex: 'FEMALE',
    blood_group: 'O+VE',
    organisation: 'CENTRAL RAILWAY',
    address: '4 Loco Colony, Pune',
    family_group: '1+3',
    remarks: 'YES',
    ...overrides,
  };
}

/** Rows as the browser sends them: numbered as the lines of the file, the header being line 1. */
export function rows(cells: Record<string, string>[]) {
  return { rows: cells.map((values, i) => ({ row: i + 2, values })) };
}

export async function count(
  t: TestApp,
  table: 'members' | 'dependents' | 'membership_payments' | 'mediclaim_payments',
) {
  const row = await t.ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The audit lines of what imports wrote. */
export async function importLines(t: TestApp) {
  return t.ctx.db.selectFrom('audit_log').selectAll().where('action', '=', 'IMPORT').execute();
}
