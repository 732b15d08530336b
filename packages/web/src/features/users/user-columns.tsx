import { Button, Group, NativeSelect, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { ROLES, type Role } from '@trust/contract/roles';
import type { UserRow } from '@trust/contract/users';
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

/** The Users table: who, what they may do, their state, and what an admin can change. */
export function userColumns(actions: UserActions): ColumnDef<UserRow>[] {
  return [
    { header: 'NAME', accessorKey: 'name' },
    { header: 'EMAIL', accessorKey: 'email' },
    {
      header: 'ROLE',
      cell: ({ row }) => (
        <NativeSelect
          aria-label={`Role of ${row.original.name}`}
          size="xs"
          miw={96}
          data={[...ROLES]}
          value={row.original.role}
          onChange={(event) => actions.changeRole(row.original, event.currentTarget.value as Role)}
        />
      ),
    },
    {
      header: 'STATUS',
      cell: ({ row }) => (
        <Text size="sm" fw={600} c={row.original.status === 'ACTIVE' ? 'teal.9' : 'dimmed'}>
          {row.original.status}
        </Text>
      ),
    },
    {
      header: 'TWO-STEP',
      cell: ({ row }) =>
        row.original.two_step && row.original.email !== actions.ownEmail ? (
          <Group gap={6} wrap="nowrap">
            On
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Turn off two-step sign-in of ${row.original.name}`}
              onClick={() => actions.turnOffTwoStep(row.original)}
            >
              Turn off
            </Button>
          </Group>
        ) : row.original.two_step ? (
          'On'
        ) : (
          'Off'
        ),
    },
    { header: 'CREATED BY', cell: ({ row }) => row.original.created_by ?? '' },
    { header: 'CREATED AT', cell: ({ row }) => atInIndia(row.original.created_at) },
    {
      header: 'LAST SIGN-IN',
      cell: ({ row }) => (row.original.last_sign_in_at ? atInIndia(row.original.last_sign_in_at) : 'Never'),
    },
    {
      id: 'action',
      header: 'ACTION',
      cell: ({ row }) => {
        const user = row.original;
        const isOwn = user.email === actions.ownEmail;
        return (
          <Group gap={6} wrap="nowrap">
            {user.status === 'DISABLED' ? (
              <Button size="compact-sm" variant="light" onClick={() => actions.setDisabled(user, false)}>
                Enable
              </Button>
            ) : isOwn ? (
              <DisabledWithReason
                size="compact-sm"
                variant="light"
                color="red"
                reason="You are signed in with this account"
              >
                Disable
              </DisabledWithReason>
            ) : (
              <Button size="compact-sm" variant="light" color="red" onClick={() => actions.setDisabled(user, true)}>
                Disable
              </Button>
            )}
            {isOwn ? null : (
              <Button size="compact-sm" variant="default" onClick={() => actions.giveTemporaryPassword(user)}>
                Temporary password
              </Button>
            )}
          </Group>
        );
      },
    },
  ];
}
