import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../i18n/catalogue';
import { common } from '../i18n/screens/common.en';

interface SearchBoxProps {
  placeholder: string;
  initialText?: string;
  onSearch: (text: string) => void;
}

/** One text box and a Search button; Enter searches too. Blank text searches nothing. */
export function SearchBox({ placeholder, initialText = '', onSearch }: SearchBoxProps) {
  const [text, setText] = useState(initialText);
  const t = useTexts(common);
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
        <Button type="submit">{t('common.search')}</Button>
      </Group>
    </form>
  );
}
