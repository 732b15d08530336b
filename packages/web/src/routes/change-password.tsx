import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type ChangePasswordInput, changePasswordInput, passwordMessages } from '@trust/contract/auth';
import { useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../api/client';
import { verifySession } from '../features/auth/auth-api';
import { changePassword } from '../features/auth/change-password';
import { notice } from '../ui/dialogs';
import { useNavigateNow } from '../ui/navigation';
import { useRevealErrors } from '../ui/reveal-errors';
import { useSignedIn } from '../ui/signed-in';

/**
 * One's own password: the old one first, then a new one under the admin password rules. An account
 * signed in with a temporary password an admin gave it comes here before anything else.
 */
export default function ChangePassword() {
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
      await notice(passwordMessages.changedTitle, passwordMessages.changed, 'success');
      navigate('/dashboard');
    } catch (error) {
      const issues = error instanceof ApiError && error.status === 400 ? error.issues : [];
      for (const issue of issues) form.setError(issue.path as keyof ChangePasswordInput, { message: issue.message });
      if (issues.length === 0) await notice('Failed', errorMessage(error), 'error');
    }
  });

  return (
    <Paper maw={480} mx="auto" mt="md" p="lg" withBorder>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Change Password
          </Title>
          <Text size="sm">Signed in as {email}</Text>
          {mustChangePassword ? (
            <Alert color="yellow" variant="light">
              You signed in with a temporary password. Choose your own password to go on; use the temporary one as the
              old password.
            </Alert>
          ) : null}
          <PasswordInput
            label="Old Password"
            withAsterisk
            autoComplete="current-password"
            error={errors.old_password?.message}
            {...form.register('old_password')}
          />
          <PasswordInput
            label="New Password"
            withAsterisk
            autoComplete="new-password"
            error={errors.new_password?.message}
            {...form.register('new_password')}
          />
          <PasswordInput
            label="Confirm New Password"
            withAsterisk
            autoComplete="new-password"
            error={errors.confirm_password?.message}
            {...form.register('confirm_password')}
          />
          <Button type="submit" loading={isSubmitting}>
            Change Password
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
