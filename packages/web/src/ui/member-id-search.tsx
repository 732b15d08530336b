import { Button, Group, TextInput } from '@mantine/core';
import { recordMemberId } from '@trust/contract/misc';
import { useRef, useState } from 'react';

interface MemberIdSearchProps {
  onSearch: (memberId: string) => void;
  buttonLabel?: string;
  initialId?: string;
  isLoading?: boolean;
}

/**
 * The first step of the misc and GPAIS forms: a member ID (digits only) and a button to look it up.
 * The button always answers: with the member, or with what is wrong with the ID.
 */
export function MemberIdSearch({ onSearch, buttonLabel = 'Search', initialId = '', isLoading }: MemberIdSearchProps) {
  const [text, setText] = useState(initialId);
  const [isSubmitted, setSubmitted] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const parsed = recordMemberId.safeParse(text);
  const showsError = (text !== '' || isSubmitted) && !parsed.success;
  const error = showsError ? parsed.error?.issues[0]?.message : undefined;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (parsed.success) onSearch(parsed.data);
        else input.current?.focus();
      }}
      noValidate
    >
      <Group align="flex-start" gap="sm">
        <TextInput
          ref={input}
          label="Member ID"
          withAsterisk
          inputMode="numeric"
          w={240}
          maw="100%"
          value={text}
          error={error}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Button type="submit" mt={25} loading={isLoading}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
