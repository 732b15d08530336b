import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type ChangePasswordInput, changePasswordInput, passwordMessages } from '@trust/contract/auth';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../api/client';
import { verifySession } from '../features/auth/auth-api';
import { changePassword } from '../features/auth/change-password';
import { errorText, useTexts } from '../i18n/catalogue';
import { account } from '../i18n/screens/account.en';
import { notice } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { useRevealErrors } from '../ui/reveal-errors';
import { useSignedIn } from '../ui/signed-in';

/** A form's message in the language shown; none when the field is right. */
const shown = (message: string | undefined) => (message ? errorText(message) : undefined);

/**
 * One's own password: the old one first, then a new one under the admin password rules. An account
 * signed in with a temporary password an admin gave it comes here before anything else.
 */
export default function ChangePassword() {
  const t = useTexts(account);
  const navigate = useNavigateNow();
  const { email, mustChangePassword } = useSignedIn();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    mode: 'onChange',
    shouldFocusError: false,
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const formRef = useRevealErrors(form.formState);

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values);
      await verifySession();
      await notice(errorText(passwordMessages.changedTitle), errorText(passwordMessages.changed), 'success');
      navigate('/dashboard');
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
      for (const issue of issues) form.setError(issue.path as keyof ChangePasswordInput, { message: issue.message });
      if (issues.length === 0) await notice(t('account.failed'), errorMessage(error), 'error');
    }
  });

  return (
    <Paper maw={480} mx="auto" mt="md" p="lg" withBorder>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            {t('account.changePassword')}
          </Title>
          <Text size="sm">{t('account.signedInAs', { email })}</Text>
          {mustChangePassword ? (
            <Alert color="yellow" variant="light">
              {t('account.temporary')}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('account.oldPassword')}
            withAsterisk
            autoComplete="current-password"
            error={shown(errors.old_password?.message)}
            {...form.register('old_password')}
          />
          <PasswordInput
            label={t('account.newPassword')}
            withAsterisk
            autoComplete="new-password"
            error={shown(errors.new_password?.message)}
            {...form.register('new_password')}
          />
          <PasswordInput
            label={t('account.confirmPassword')}
            withAsterisk
            autoComplete="new-password"
            error={shown(errors.confirm_password?.message)}
            {...form.register('confirm_password')}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('account.changePassword')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
