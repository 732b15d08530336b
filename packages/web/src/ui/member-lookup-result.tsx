import { Center, Loader, Text } from '@mantine/core';
import { renewalMessages } from '@trust/contract/renewal';
import type { ReactNode } from 'react';
import { errorText, useTexts } from '../i18n/catalogue';
import { status } from '../i18n/screens/status.en';

interface MemberLookupResultProps<Row> {
  memberId: string;
  lookup: { isPending: boolean; isError: boolean; data?: { data?: Row[]; error?: boolean } };
  children: (rows: Row[]) => ReactNode;
}

/**
 * The states of a search by member ID (docs/product.md): nothing searched yet, loading, 'No Match
 * found!!' when the server knows no such member (its error flag) or has no rows, 'No Member Found!'
 * only when the request itself failed, else the rows.
 */
export function MemberLookupResult<Row>({ memberId, lookup, children }: MemberLookupResultProps<Row>) {
  const t = useTexts(status);
  if (memberId === '') return null;
  if (lookup.isPending) {
    return (
      <Center p="md">
        <Loader aria-label={t('status.loading')} />
      </Center>
    );
  }
  const rows = lookup.data?.error ? [] : (lookup.data?.data ?? []);
  if (lookup.isError) {
    return (
      <Text c="red" fw={500}>
        {errorText(renewalMessages.noMember)}
      </Text>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="red" fw={500}>
        {errorText(renewalMessages.noMatch)}
      </Text>
    );
  }
  return children(rows);
}
