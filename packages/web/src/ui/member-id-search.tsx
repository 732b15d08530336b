import { Button, Group, TextInput } from '@mantine/core';
import { recordMemberId } from '@trust/contract/misc';
import { useState } from 'react';

interface MemberIdSearchProps {
  onSearch: (memberId: string) => void;
  buttonLabel?: string;
  initialId?: string;
  isLoading?: boolean;
}

/** The first step of the misc and GPAIS forms: a member ID (digits only) and a button to look it up. */
export function MemberIdSearch({ onSearch, buttonLabel = 'Search', initialId = '', isLoading }: MemberIdSearchProps) {
  const [text, setText] = useState(initialId);
  const parsed = recordMemberId.safeParse(text);
  const error = text !== '' && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (parsed.success) onSearch(parsed.data);
      }}
      noValidate
    >
      <Group align="flex-start">
        <TextInput
          label="Member ID"
          withAsterisk
          inputMode="numeric"
          w={240}
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" mt={25} disabled={!parsed.success} loading={isLoading}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
