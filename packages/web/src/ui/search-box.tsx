import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface SearchBoxProps {
  placeholder: string;
  initialText?: string;
  onSearch: (text: string) => void;
}

/** One text box and a Search button; Enter searches too. Blank text searches nothing. */
export function SearchBox({ placeholder, initialText = '', onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialText);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        if (trimmed) onSearch(trimmed);
      }}
    >
      <Group align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          style={{ flex: 1 }}
          maw={520}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
