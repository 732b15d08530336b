import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type ChangePasswordInput, changePasswordInput, passwordMessages } from '@trust/contract/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../api/client';
import { session } from '../api/session';
import { changePassword } from '../features/auth/change-password';
import { notice } from '../ui/dialogs';
import { useRevealErrors } from '../ui/reveal-errors';

/** One's own password: the old one first, then a new one under the admin password rules. */
export default function ChangePassword() {
  const navigate = useNavigate();
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
      await notice(passwordMessages.changedTitle, passwordMessages.changed, 'success');
      navigate('/dashboard');
    } catch (error) {
      await notice('Failed', errorMessage(error), 'error');
    }
  });

  return (
    <Paper maw={480} mx="auto" mt="md" p="lg" withBorder>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack>
          <Title order={1} size="h2">
            Change Password
          </Title>
          <Text size="sm">Signed in as {session.email()}</Text>
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
