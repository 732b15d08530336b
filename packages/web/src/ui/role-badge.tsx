import { Badge } from '@mantine/core';
import type { Role } from '@trust/contract/roles';
import { useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

// A module of its own, apart from the session's hooks in the sign-in screen's code: it is drawn only signed in.
const ROLE_COLOURS: Record<Role, string> = { ADMIN: 'red', STAFF: 'blue', VIEWER: 'gray' };

/** The role, beside the user's name in the bar and on the dashboard. */
export function RoleBadge({ role, variant = 'light' }: { role: Role; variant?: 'light' | 'white' }) {
  const t = useTexts(parts);
  return (
    <Badge variant={variant} color={ROLE_COLOURS[role]}>
      {t(`parts.role.${role}`)}
    </Badge>
  );
}
