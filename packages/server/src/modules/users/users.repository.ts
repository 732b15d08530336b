import type { Role } from '@trust/contract/roles';
import type { UserRow } from '@trust/contract/users';
import { countAll, type DbOrTrx } from '../../db/connection';

/** Every staff account, by name, with whether it uses two-step sign-in; never a hash or a secret. */
export async function listUsers(db: DbOrTrx): Promise<Omit<UserRow, 'aadhaar_lookups_locked'>[]> {
  const rows = await db
    .selectFrom('admins')
    .leftJoin('two_step_secrets', (join) =>
      join.onRef('two_step_secrets.admin_id', '=', 'admins.id').on('two_step_secrets.confirmed_at', 'is not', null),
    )
    .select([
      'admins.id',
      'admins.name',
      'admins.email',
      'admins.phone',
      'admins.role',
      'admins.disabled_at',
      'admins.created_by',
      'admins.created_at',
      'admins.last_sign_in_at',
      'admins.temporary_password_at',
      'two_step_secrets.confirmed_at as two_step_confirmed_at',
    ])
    .orderBy('admins.name')
    .orderBy('admins.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    role: r.role,
    status: r.disabled_at ? 'DISABLED' : 'ACTIVE',
    created_by: r.created_by,
    created_at: r.created_at,
    last_sign_in_at: r.last_sign_in_at,
    two_step: r.two_step_confirmed_at !== null,
    must_change_password: r.temporary_password_at !== null,
  }));
}

export async function countActiveAdmins(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select(countAll.as('n'))
    .where('role', '=', 'ADMIN')
    .where('disabled_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

export async function setRole(db: DbOrTrx, id: number, role: Role): Promise<void> {
  await db.updateTable('admins').set({ role }).where('id', '=', id).execute();
}

export async function setDisabled(db: DbOrTrx, id: number, disabledAt: Date | null): Promise<void> {
  await db
    .updateTable('admins')
    .set({ disabled_at: disabledAt?.toISOString() ?? null })
    .where('id', '=', id)
    .execute();
}
