import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type UserRow, userMessages } from '@trust/contract/users';

/**
 * The accounts whose lookups by Aadhaar number are stopped for the day, above the Users table where
 * an admin sees them first, on a phone too, each with its Clear action.
 */
export function LockedAadhaarLookups({ users, onClear }: { users: UserRow[]; onClear: (user: UserRow) => void }) {
  const locked = users.filter((user) => user.aadhaar_lookups_locked);
  if (locked.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      title={userMessages.aadhaarLookupsLocked}
      role="region"
      aria-label={userMessages.aadhaarLookupsLocked}
    >
      <Stack gap="xs">
        {locked.map((user) => (
          <Group key={user.id} justify="space-between" gap="xs">
            <Text size="sm">
              <Text span fw={700} inherit>
                {user.name} ({user.email})
              </Text>
              : {userMessages.aadhaarLookupsLockedHint}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={`${userMessages.clearAadhaarLookups} of ${user.name}`}
              onClick={() => onClear(user)}
            >
              {userMessages.clearAadhaarLookups}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
