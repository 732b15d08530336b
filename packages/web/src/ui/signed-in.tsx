import { Button, Stack, Text, Title } from '@mantine/core';
import { type Role, roleAllows, roleMessages, roleNeeded } from '@trust/contract/roles';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { Link, Outlet } from 'react-router';
import { session } from '../api/session';
import { errorText, useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

/** Who is signed in, their role and what the account must do first; renders again when they change. */
export function useSignedIn() {
  const version = useSyncExternalStore(session.subscribe, session.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the version is what says the session changed
  return useMemo(
    () => ({
      name: session.name(),
      email: session.email(),
      role: session.role(),
      mustChangePassword: session.mustChangePassword(),
      mustSetUpTwoStep: session.mustSetUpTwoStep(),
    }),
    [version],
  );
}

/** Whether the signed-in role may do what needs `needs` (the server decides again). */
export function useCan(): (needs: Role) => boolean {
  const { role } = useSignedIn();
  return (needs) => roleAllows(role, needs);
}

/** What only `needs` and the roles above it may use: nothing at all for the others. */
export function ForRole({ needs, children }: { needs: Role; children: ReactNode }) {
  return useCan()(needs) ? children : null;
}

/** The screens of a role (Update Amount, Users, the forms that take payments): others are told why not. */
export function RequireRole({ needs, children }: { needs: Role; children?: ReactNode }) {
  if (useCan()(needs)) return children ?? <Outlet />;
  return <NotPermitted needs={needs} />;
}

function NotPermitted({ needs }: { needs: Role }) {
  const t = useTexts(parts);
  return (
    <Stack align="center" py="xl" gap="xs">
      <Title order={1} size="h3">
        {errorText(roleMessages.forbidden)}
      </Title>
      <Text c="dimmed">{errorText(roleNeeded[needs])}.</Text>
      <Button component={Link} to="/dashboard" variant="light" mt="sm">
        {t('parts.goToDashboard')}
      </Button>
    </Stack>
  );
}
