import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { ROLES, type Role } from '@trust/contract/roles';
import type { UserRow } from '@trust/contract/users';
import type { Values } from '../../i18n/catalogue';
import type { admin } from '../../i18n/screens/admin.en';
import { DisabledWithReason } from '../../ui/disabled-with-reason';
import { atInIndia } from '../../ui/recorded-value';

export interface UserActions {
  /** The signed-in admin's own email: their own account cannot be disabled here. */
  ownEmail: string;
  changeRole: (user: UserRow, role: Role) => void;
  setDisabled: (user: UserRow, disabled: boolean) => void;
  giveTemporaryPassword: (user: UserRow) => void;
  turnOffTwoStep: (user: UserRow) => void;
}

/** The admin screens' texts in the language shown (`useTexts(admin)`). */
type Say = (id: keyof typeof admin, values?: Values) => string;

/**
 * The Users table: who, what they may do, their state, and what an admin can change; its words in
 * the language shown (`t`, and `action` the ACTION column's header).
 */
export function userColumns(t: Say, action: string, actions: UserActions): ColumnDef<UserRow>[] {
  return [
    { header: t('admin.name'), accessorKey: 'name' },
    { header: t('admin.email'), accessorKey: 'email' },
    {
      header: t('admin.role'),
      cell: ({ row }) => (
        <NativeSelect
          aria-label={t('admin.roleOf', { name: row.original.name })}
          size="xs"
          miw={96}
          data={[...ROLES]}
          value={row.original.role}
          onChange={(event) => actions.changeRole(row.original, event.currentTarget.value as Role)}
        />
      ),
    },
    {
      header: t('admin.status'),
      cell: ({ row }) => (
        <Text size="sm" fw={600} c={row.original.status === 'ACTIVE' ? 'teal.9' : 'dimmed'}>
          {row.original.status}
        </Text>
      ),
    },
    {
      header: t('admin.twoStep'),
      cell: ({ row }) =>
        row.original.two_step && row.original.email !== actions.ownEmail ? (
          <Group gap={6} wrap="nowrap">
            {t('admin.on')}
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t('admin.turnOffOf', { name: row.original.name })}
              onClick={() => actions.turnOffTwoStep(row.original)}
            >
              {t('admin.turnOff')}
            </Button>
          </Group>
        ) : row.original.two_step ? (
          t('admin.on')
        ) : (
          t('admin.off')
        ),
    },
    { header: t('admin.createdBy'), cell: ({ row }) => row.original.created_by ?? '' },
    { header: t('admin.createdAt'), cell: ({ row }) => atInIndia(row.original.created_at) },
    {
      header: t('admin.lastSignIn'),
      cell: ({ row }) => (row.original.last_sign_in_at ? atInIndia(row.original.last_sign_in_at) : t('admin.never')),
    },
    {
      id: 'action',
      header: action,
      cell: ({ row }) => {
        const user = row.original;
        const isOwn = user.email === actions.ownEmail;
        return (
          <Group gap={6} wrap="nowrap">
            {user.status === 'DISABLED' ? (
              <Button size="compact-sm" variant="light" onClick={() => actions.setDisabled(user, false)}>
                {t('admin.enable')}
              </Button>
            ) : isOwn ? (
              <DisabledWithReason size="compact-sm" variant="light" color="red" reason={t('admin.ownAccount')}>
                {t('admin.disable')}
              </DisabledWithReason>
            ) : (
              <Button size="compact-sm" variant="light" color="red" onClick={() => actions.setDisabled(user, true)}>
                {t('admin.disable')}
              </Button>
            )}
            {isOwn ? null : (
              <Button size="compact-sm" variant="default" onClick={() => actions.giveTemporaryPassword(user)}>
                {t('admin.temporaryPassword')}
              </Button>
            )}
          </Group>
        );
      },
    },
  ];
}
