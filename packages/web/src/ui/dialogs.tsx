import { Button, Group, Stack, Text } from '@mantine/core';
import { loadModals } from './modals-host';

/**
 * The dialogs of SPEC.md section 8, each with its exact title, text and buttons. Every one resolves
 * when the user answers, so a screen reads top to bottom: `if (await confirm(...)) ...`.
 */

/**
 * Resolves once the closing dialog has left the page. A dialog opened sooner reuses Mantine's one
 * modal mid-transition: it does not take the focus, and the closing one hands the focus back to the
 * button behind it, where Enter would start the same action again.
 */
function whenDialogGone(): Promise<void> {
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
      children: <Text size="sm">{texts.text}</Text>,
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
              OK
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}

/** The follow-up after a payment or record is added: 'Print Receipt' or 'Go to Home'. */
export async function printOrHome(title: string, text = ''): Promise<'print' | 'home'> {
  const modals = await loadModals();
  return new Promise((resolve) => {
    let choice: 'print' | 'home' = 'home';
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
            <Button
              data-autofocus
              onClick={() => {
                choice = 'print';
                modals.close(id);
              }}
            >
              Print Receipt
            </Button>
            <Button variant="default" onClick={() => modals.close(id)}>
              Go to Home
            </Button>
          </Group>
        </Stack>
      ),
    });
  });
}
