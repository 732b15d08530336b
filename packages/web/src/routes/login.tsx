import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { authMessages, type LoginInput, loginInput } from '@trust/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/client';
import { session } from '../api/session';
import { login } from '../features/auth/auth-api';
import { useSettings } from '../features/settings/use-settings';
import { notice } from '../ui/dialogs';

export default function Login() {
  const { trustName } = useSettings();
  const [failed, setFailed] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailed(false);
    try {
      const answer = await login(values);
      session.store(answer.token, answer.user.email, answer.user.name);
      window.location.assign('/dashboard');
    } catch (error) {
      setFailed(true);
      const tooMany = error instanceof ApiError && error.status === 429;
      await notice(authMessages.loginFailedTitle, tooMany ? error.message : authMessages.loginFailed, 'error');
    }
  });

  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder shadow="sm">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>{trustName ? `${trustName} Portal Login` : 'Portal Login'}</Title>
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {failed ? (
            <Alert color="red" variant="light">
              {authMessages.loginFailedInline}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Login
            </Button>
            <Button
              type="button"
              variant="default"
              onClick={() => {
                form.reset();
                setFailed(false);
              }}
            >
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
