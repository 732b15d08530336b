import { Button, Group, Stack, Text } from '@mantine/core';
import { errorMessage } from '../api/client';
import { textIn } from '../i18n/catalogue';
import { dialogs } from '../i18n/screens/dialogs.en';
import { loadModals } from './modals-host';

/**
 * The dialogs of the trust's messages (docs/product.md), each with its exact title, text and buttons.
 * Every one resolves when the user answers, so a screen reads top to bottom: `if (await confirm(...)) ...`.
 */

/**
 * Resolves once the closing dialog has left the page. A dialog opened sooner reuses Mantine's one
 * modal mid-transition: it does not take the focus, and the closing one hands the focus back to the
 * button behind it, where Enter would start the same action again.
 */
export function whenDialogGone(): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      // The page may be gone by the next tick (navigation, a test's end): then nothing is left to wait for.
      const isGone = typeof document === 'undefined' || !document.querySelector('[data-modal-content]');
      if (isGone || Date.now() - started > 1000) resolve();
      else window.setTimeout(check, 20);
    };
    check();
  });
}

interface ConfirmTexts {
  title: string;
  text: string;
  /** What the answer applies to (a member's name and ID), shown under the text. */
  subject?: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
}

export async function confirm(texts: ConfirmTexts): Promise<boolean> {
  const modals = await loadModals();
  return new Promise((resolve) => {
    let answered = false;
    const answer = (value: boolean) => {
      if (answered) return;
      answered = true;
      void whenDialogGone().then(() => resolve(value));
    };
    modals.openConfirmModal({
      title: texts.title,
      centered: true,
      children: (
        <Stack gap="xs">
          <Text size="sm">{texts.text}</Text>
          {texts.subject ? (
            <Text size="sm" fw={700}>
              {texts.subject}
            </Text>
          ) : null}
        </Stack>
      ),
      labels: { confirm: texts.confirmLabel, cancel: texts.cancelLabel },
      confirmProps: { color: texts.danger === false ? 'blue' : 'red' },
      onConfirm: () => answer(true),
      onCancel: () => answer(false),
      onClose: () => answer(false),
    });
  });
}

type NoticeKind = 'success' | 'error' | 'info';

/** A message with a single OK, as the old system's success and failure dialogs. */
export async function notice(title: string, text: string, kind: NoticeKind = 'info'): Promise<void> {
  const modals = await loadModals();
  return new Promise((resolve) => {
    const id = modals.open({
      title: (
        <Text fw={700} c={kind === 'error' ? 'red' : kind === 'success' ? 'teal' : undefined}>
          {title}
        </Text>
      ),
      centered: true,
      onClose: () => void whenDialogGone().then(() => resolve()),
      children: (
        <Stack>
          <Text size="sm">{text}</Text>
          <Group justify="flex-end">
            <Button data-autofocus onClick={() => modals.close(id)}>
              {textIn(dialogs, 'dialogs.ok')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/**
 * Saves a payment or record; when the server refuses it, says why ('Failed' and its message) and
 * gives null, so the form stays as typed for another try.
 */
export async function savedOrFailed<T>(save: () => Promise<T>): Promise<T | null> {
  try {
    return await save();
  } catch (error) {
    await notice(textIn(dialogs, 'dialogs.failed'), errorMessage(error), 'error');
    return null;
  }
}

export type AfterSave = 'print' | 'home' | 'next';

/**
 * The follow-up after a payment or record is added: 'Print Receipt' or 'Go to Home', and, where a
 * next step usually follows (the mediclaim after the membership), a button for it first.
 */
export async function printOrHome(title: string, text = '', next?: string): Promise<AfterSave> {
  const modals = await loadModals();
  return new Promise((resolve) => {
    let choice: AfterSave = 'home';
    const choose = (chosen: AfterSave) => {
      choice = chosen;
      modals.close(id);
    };
    const id = modals.open({
      title: (
        <Text fw={700} c="teal">
          {title}
        </Text>
      ),
      centered: true,
      onClose: () => void whenDialogGone().then(() => resolve(choice)),
      children: (
        <Stack>
          {text ? <Text size="sm">{text}</Text> : null}
          <Group justify="flex-end">
            {next ? (
              <Button data-autofocus onClick={() => choose('next')}>
                {next}
              </Button>
            ) : null}
            <Button
              data-autofocus={next ? undefined : true}
              variant={next ? 'light' : 'filled'}
              onClick={() => choose('print')}
            >
              {textIn(dialogs, 'dialogs.printReceipt')}
            </Button>
            <Button variant="default" onClick={() => choose('home')}>
              {textIn(dialogs, 'dialogs.goHome')}
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
