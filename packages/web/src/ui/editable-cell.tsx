import { Text, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../i18n/catalogue';
import { parts } from '../i18n/screens/parts.en';

interface EditableCellProps {
  label: string;
  value: string;
  /** How the value reads when not being edited (an amount as ₹600), else the value itself. */
  display?: string;
  problem: string | undefined;
  onSave: (value: string) => void;
}

/** A cell shown as text; a click turns it into a field. Enter or leaving the field keeps the change, Escape drops it. */
export function EditableCell({ label, value, display, problem, onSave }: EditableCellProps) {
  const t = useTexts(parts);
  const [draft, setDraft] = useState<string | null>(null);
  if (draft !== null) {
    const save = () => {
      if (draft !== value) onSave(draft);
      setDraft(null);
    };
    return (
      <TextInput
        size="xs"
        miw={140}
        aria-label={label}
        value={draft}
        autoFocus
        error={Boolean(problem)}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') setDraft(null);
        }}
      />
    );
  }
  return (
    <UnstyledButton
      aria-label={t('parts.edit', { label })}
      title={problem ?? t('parts.clickToEdit')}
      onClick={() => setDraft(value)}
      px={6}
      py={2}
      style={{
        display: 'block',
        minWidth: 48,
        minHeight: 24,
        whiteSpace: 'nowrap',
        borderRadius: 4,
        background: problem ? 'var(--mantine-color-red-light)' : undefined,
        outline: problem ? '1px solid var(--mantine-color-red-5)' : undefined,
      }}
    >
      <Text size="sm" c={value ? undefined : 'dimmed'}>
        {(display ?? value) || '—'}
      </Text>
    </UnstyledButton>
  );
}
