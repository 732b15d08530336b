import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type UserRow, userMessages } from '@trust/contract/users';
import { errorText, useTexts } from '../../i18n/catalogue';
import { admin } from '../../i18n/screens/admin.en';

/**
 * The accounts whose lookups by Aadhaar number are stopped for the day, above the Users table where
 * an admin sees them first, on a phone too, each with its Clear action.
 */
export function LockedAadhaarLookups({ users, onClear }: { users: UserRow[]; onClear: (user: UserRow) => void }) {
  const t = useTexts(admin);
  const locked = users.filter((user) => user.aadhaar_lookups_locked);
  if (locked.length === 0) return null;
  const title = errorText(userMessages.aadhaarLookupsLocked);
  const clear = errorText(userMessages.clearAadhaarLookups);
  return (
    <Alert color="red" variant="light" title={title} role="region" aria-label={title}>
      <Stack gap="xs">
        {locked.map((user) => (
          <Group key={user.id} justify="space-between" gap="xs">
            <Text size="sm">
              <Text span fw={700} inherit>
                {user.name} ({user.email})
              </Text>
              : {errorText(userMessages.aadhaarLookupsLockedHint)}
            </Text>
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t('admin.clearLookupsOf', { clear, name: user.name })}
              onClick={() => onClear(user)}
            >
              {clear}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}
