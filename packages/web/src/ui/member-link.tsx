import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const memberOverviewPath = (memberId: string) => `/member/${encodeURIComponent(memberId)}`;

/** A member's name or ID wherever members are listed, opening the member's overview. */
export function MemberLink({ memberId, children }: { memberId: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={memberOverviewPath(memberId)} size="sm">
      {children}
    </Anchor>
  );
}
