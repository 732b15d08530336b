import { Alert, Center, Divider, Loader, Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { type DetailItem, Details } from './details';
import { MemberIdSearch } from './member-id-search';
import { Page } from './page';

export interface LookupMessage {
  title?: string;
  text: string;
}

interface MemberFormStepsProps<Found> {
  title: string;
  /** Step 1's button: 'Search', or 'Get Dependents'. */
  searchLabel?: string;
  /** What step 2 needs of the member; `null` when there is nothing (no such member, no dependents). */
  useLookup: (memberId: string) => UseQueryResult<Found | null>;
  /** Shown when the lookup finds nothing, and when the request itself fails. */
  notFound: LookupMessage;
  failed: LookupMessage;
  /** The member's particulars shown above the form. */
  details: (found: Found, memberId: string) => DetailItem[];
  /** The caption between the particulars and the form. */
  formLabel: string;
  /** Step 2: the form, for the member found. */
  children: (found: Found, memberId: string) => ReactNode;
}

function Message({ message }: { message: LookupMessage }) {
  return (
    <Alert color="red" variant="light" title={message.title}>
      {message.text}
    </Alert>
  );
}

/**
 * The misc receipt and GPAIS forms: step 1 finds the member by ID, step 2 is the form for that
 * member. The screens differ only in their lookup, wording and form, which their routes pass.
 */
export function MemberFormSteps<Found>({
  title,
  searchLabel,
  useLookup,
  notFound,
  failed,
  details,
  formLabel,
  children,
}: MemberFormStepsProps<Found>) {
  const [memberId, setMemberId] = useState('');
  const lookup = useLookup(memberId);

  let step2: ReactNode = null;
  if (memberId === '') step2 = null;
  else if (lookup.isPending)
    step2 = (
      <Center p="md">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  else if (lookup.isError) step2 = <Message message={failed} />;
  else if (lookup.data === null) step2 = <Message message={notFound} />;
  else {
    const found = lookup.data;
    step2 = (
      <Stack>
        <Details label="Member" items={details(found, memberId)} />
        <Divider label={formLabel} labelPosition="left" />
        {/* A fresh form for each member looked up. */}
        <div key={memberId}>{children(found, memberId)}</div>
      </Stack>
    );
  }

  return (
    <Page title={title} maw={1100}>
      <MemberIdSearch
        buttonLabel={searchLabel}
        onSearch={(id) => (id === memberId ? void lookup.refetch() : setMemberId(id))}
        isLoading={lookup.isFetching}
      />
      {step2}
    </Page>
  );
}
