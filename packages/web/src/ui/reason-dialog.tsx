import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { booksMessages, REASON_MAX, reason } from '@trust/contract/books';
import { type FormEvent, useState } from 'react';
import { errorText, useLanguage } from '../i18n/catalogue';
import { whenDialogGone } from './dialogs';
import { loadModals } from './modals-host';

export interface ReasonTexts {
  title: string;
  text: string;
  /** What the answer applies to (a member's name and ID, a receipt number), shown under the text. */
  subject?: string;
  confirmLabel: string;
  cancelLabel: string;
}

function ReasonForm({ texts, onAnswer }: { texts: ReasonTexts; onAnswer: (reason: string | null) => void }) {
  useLanguage();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The server's own rule (3 to 200 characters of one line), so the clerk hears of a fault before sending.
    const checked = reason.safeParse(value);
    if (checked.success) onAnswer(checked.data);
    else setProblem(checked.error.issues[0]?.message ?? booksMessages.reasonRequired);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Text size="sm">{texts.text}</Text>
        {texts.subject ? (
          <Text size="sm" fw={700}>
            {texts.subject}
          </Text>
        ) : null}
        <TextInput
          label={errorText(booksMessages.reasonLabel)}
          withAsterisk
          aria-required="true"
          data-autofocus
          maxLength={REASON_MAX}
          value={value}
          error={problem === null ? null : errorText(problem)}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => onAnswer(null)}>
            {texts.cancelLabel}
          </Button>
          <Button type="submit" color="red">
            {texts.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * A confirmation that needs a reason: voiding a receipt, resetting a payment, removing a member.
 * Resolves with the reason as the server will store it, or null when the user cancels.
 */
export async function askReason(texts: ReasonTexts): Promise<string | null> {
  const modals = await loadModals();
  return new Promise((resolve) => {
    let answer: string | null = null;
    const id = modals.open({
      title: texts.title,
      centered: true,
      onClose: () => void whenDialogGone().then(() => resolve(answer)),
      children: (
        <ReasonForm
          texts={texts}
          onAnswer={(given) => {
            answer = given;
            modals.close(id);
          }}
        />
      ),
    });
  });
}
