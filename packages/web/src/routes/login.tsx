import { Alert, Button, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { LoginInput, SignedInAnswer } from '@trust/contract/auth';
import type { UserLanguage } from '@trust/contract/languages';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { ApiError } from '../api/client';
import { firstScreen, keepLanguage, keepSession, login } from '../features/auth/auth-api';
import { errorText, showIn, useT } from '../i18n/catalogue';
import { notice } from '../ui/dialogs';
import { LanguageChoice } from '../ui/language-choice';
import { useRevealErrors } from '../ui/reveal-errors';
import { useTrustSettings } from '../ui/trust-settings';

type Field = keyof LoginInput;
type Errors = Partial<Record<Field, string>>;

const EMPTY: LoginInput = { email: '', password: '' };

/** The second step, for accounts that use two-step sign-in, loads only when one does. */
const TwoStepCodeForm = lazy(() =>
  import('../features/auth/two-step-code-form').then((m) => ({ default: m.TwoStepCodeForm })),
);

/**
 * The sign-in rules and messages (the contract's schema, hence zod) load with the first check, not
 * with the page: this is the page everyone opens first, and nothing on it needs them before then.
 * For the same reason its two fields keep their own state rather than load a form library.
 */
const loadAuthContract = () => import('@trust/contract/auth');

/** The first message for each field, and the values as the contract reads them (trimmed) when valid. */
async function check(values: LoginInput): Promise<{ errors: Errors; valid: LoginInput | null }> {
  const { loginInput } = await loadAuthContract();
  const result = loginInput.safeParse(values);
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= errorText(issue.message);
  }
  return { errors, valid: result.success ? result.data : null };
}

export default function Login() {
  const t = useT();
  const { trustName } = useTrustSettings();
  // A language chosen here, before signing in, is saved to the account once signed in.
  const [chosenLanguage, setChosenLanguage] = useState<UserLanguage | null>(null);
  const choose = (language: UserLanguage) => {
    setChosenLanguage(language);
    void showIn(language);
  };
  const [values, setValues] = useState<LoginInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [checks, setChecks] = useState({ submitCount: 0, isSubmitSuccessful: false });
  const formRef = useRevealErrors(checks);
  // Set when the password was right and the account uses two-step sign-in: the code comes next.
  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = async (answer: SignedInAnswer) => {
    keepSession(answer);
    await keepLanguage(answer.user.language, chosenLanguage);
    window.location.assign(firstScreen(answer));
  };

  // As the other forms: a field is checked once left, and again as it changes after that.
  const recheck = async (next: LoginInput, fields: Partial<Record<Field, boolean>>) => {
    const { errors: found } = await check(next);
    setErrors(Object.fromEntries(Object.entries(found).filter(([field]) => fields[field as Field])));
  };
  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field]) void recheck(next, touched);
  };
  const leave = (field: Field) => {
    const next = { ...touched, [field]: true };
    setTouched(next);
    void recheck(values, next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { errors: found, valid } = await check(values);
    setTouched({ email: true, password: true });
    setErrors(found);
    setChecks((last) => ({ submitCount: last.submitCount + 1, isSubmitSuccessful: valid !== null }));
    if (!valid) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const answer = await login(valid);
      if ('challenge' in answer) setChallenge(answer.challenge);
      else await signedIn(answer);
    } catch (error) {
      const { authMessages } = await loadAuthContract();
      setFailure(errorText(authMessages.loginFailedInline));
      // Too many attempts, or a disabled account (told only once its password was right), say so.
      const saysWhy =
        error instanceof ApiError && (error.status === 429 || error.message === authMessages.accountDisabled);
      await notice(
        errorText(authMessages.loginFailedTitle),
        saysWhy ? error.shown : errorText(authMessages.loginFailed),
        'error',
      );
    } finally {
      setSubmitting(false);
    }
  };

  if (challenge) {
    return (
      <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder shadow="sm">
        <Suspense fallback={null}>
          <TwoStepCodeForm
            challenge={challenge}
            onSignedIn={(answer) => void signedIn(answer)}
            onBack={() => {
              setChallenge(null);
              setValues(EMPTY);
            }}
          />
        </Suspense>
      </Paper>
    );
  }

  return (
    <Paper maw={420} mx="auto" mt="xl" p="lg" withBorder shadow="sm">
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <LanguageChoice onChoose={choose} />
          <Title order={1} size="h2">
            {trustName ? t('login.titleOfTrust', { trust: trustName }) : t('login.title')}
          </Title>
          <TextInput
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.currentTarget.value)}
            onBlur={() => leave('email')}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => change('password', event.currentTarget.value)}
            onBlur={() => leave('password')}
          />
          {failure ? (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={isSubmitting}>
              {t('login.submit')}
            </Button>
            <Button
              type="button"
              variant="default"
              onClick={() => {
                setValues(EMPTY);
                setTouched({});
                setErrors({});
                setFailure(null);
              }}
            >
              {t('login.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
