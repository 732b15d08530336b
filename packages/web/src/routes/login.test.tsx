import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../api/session';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import Login from './login';

const settings = { trustName: 'Test Trust', trustAddress: '', membershipPrefix: 'T/', version: '1' };

describe('Login', () => {
  it('shows the required-field messages when sent empty, and a field’s message once it is left', async () => {
    const fetchMock = mockApi({ 'GET settings': settings });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email Is Required Field')).toBeInTheDocument();
    expect(screen.getByText('Password Is Required Field')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('login'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.type(screen.getByLabelText('Email'), 'a b');
    await user.tab();
    expect(await screen.findByText('Email Must Not Have Special Symbols')).toBeInTheDocument();
    expect(screen.queryByText('Password Is Required Field')).not.toBeInTheDocument();
  });

  it('sends the trimmed email, and shows the failure dialog and message when refused', async () => {
    const fetchMock = mockApi({
      'GET settings': settings,
      'POST login': { status: 401, body: { error: true, message: 'Incorrect E-Mail ID or Password' } },
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), '  admin@trust.test ');
    await user.type(screen.getByLabelText(/^Password/), 'wrong1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Login Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Incorrect E-Mail ID or Password')).toBeInTheDocument();
    const sent = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/login'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ email: 'admin@trust.test', password: 'wrong1234' });

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Please Enter Valid E-Mail ID or Password')).toBeInTheDocument();
    // The attempt is over once Login can be pressed again; ending the test sooner leaves its last
    // state change to land after the page is torn down.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });

  it('asks for the second step when the account uses two-step sign-in, then signs in with the code', async () => {
    const signedIn = {
      token: 'the-token',
      user: { name: 'Asha Rao', email: 'asha@trust.test', role: 'STAFF', language: 'en' },
      mustChangePassword: false,
      mustSetUpTwoStep: false,
    };
    let codeAnswer: unknown = { status: 401, body: { error: true, message: 'The code is not correct' } };
    const fetchMock = mockApi({
      'GET settings': settings,
      'POST login': { twoStep: true, challenge: 'the-challenge' },
    });
    const answers = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/login/two-step')) {
        const { status, body } = codeAnswer as { status: number; body: unknown };
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }
      return (answers as typeof fetch)(input, init);
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@trust.test');
    await user.type(screen.getByLabelText(/^Password/), 'her own pass 1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('Enter the code from your authenticator app or a recovery code'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code is not correct');

    codeAnswer = { status: 200, body: signedIn };
    await user.type(screen.getByLabelText('Code'), 'abcd-efgh-jkmn');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(session.token()).toBe('the-token'));
    expect(session.role()).toBe('STAFF');
    const sent = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/login/two-step'));
    expect(JSON.parse(String(sent.at(-1)?.[1]?.body))).toEqual({ challenge: 'the-challenge', code: 'abcd-efgh-jkmn' });
  });

  it('asks for the second step in हिन्दी for a user who chose it, and shows its checks there', async () => {
    await showIn('hi');
    mockApi({
      'GET settings': settings,
      'POST login': { twoStep: true, challenge: 'the-challenge' },
      'POST login/two-step': {
        status: 401,
        body: { error: true, message: 'The code is not correct', code: 'twoStep.codeWrong', params: {} },
      },
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@trust.test');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'her own pass 1');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));

    expect(await screen.findByRole('heading', { name: 'दो-चरण लॉगिन' })).toBeInTheDocument();
    expect(screen.getByText(/^आपका ऑथेंटिकेटर ऐप अभी जो 6 अंकों का कोड/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(await screen.findByText('अपने ऑथेंटिकेटर ऐप का कोड या कोई रिकवरी कोड भरें')).toBeInTheDocument();
    await user.type(screen.getByLabelText('कोड'), '123456');
    await user.click(screen.getByRole('button', { name: 'जाँचें' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('कोड सही नहीं है');
    expect(screen.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
  });

  it('shows the screen in हिन्दी once chosen, and saves the choice to the account at sign-in', async () => {
    const fetchMock = mockApi({
      'GET settings': settings,
      'POST login': {
        token: 'the-token',
        user: { name: 'Asha Rao', email: 'asha@trust.test', role: 'STAFF', language: 'en' },
        mustChangePassword: false,
        mustSetUpTwoStep: false,
      },
      'PUT me/language': { error: false },
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    const choice = screen.getByRole('group', { name: 'Language' });
    expect(within(choice).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(choice).getByRole('button', { name: 'हिन्दी' }));

    // Fetching the Hindi catalogue the first time can take the test runner a while.
    expect(
      await screen.findByRole('heading', { name: 'Test Trust पोर्टल लॉगिन' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem('language')).toBe('hi');
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@trust.test');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'her own pass 1');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));

    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/me/language'))).toBe(true),
    );
    const saved = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/me/language'));
    expect(saved?.[1]?.method).toBe('PUT');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ language: 'hi' });
  });

  it('takes the account’s own language at sign-in when none was chosen on the screen', async () => {
    const fetchMock = mockApi({
      'GET settings': settings,
      'POST login': {
        token: 'the-token',
        user: { name: 'Asha Rao', email: 'asha@trust.test', role: 'STAFF', language: 'hi' },
        mustChangePassword: false,
        mustSetUpTwoStep: false,
      },
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@trust.test');
    await user.type(screen.getByLabelText(/^Password/), 'her own pass 1');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(localStorage.getItem('language')).toBe('hi');
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/me/language'))).toBe(false);
  });

  it('shows the checks and the server’s refusal in हिन्दी by their codes', async () => {
    mockApi({
      'GET settings': settings,
      'POST login': {
        status: 429,
        body: {
          error: true,
          message: 'Too many sign-in attempts. Please wait a few minutes and try again.',
          code: 'auth.tooManyAttempts',
          params: {},
        },
      },
    });
    renderWithProviders(<Login />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'हिन्दी' }));
    await user.click(await screen.findByRole('button', { name: 'लॉगिन करें' }, { timeout: 10_000 }));
    expect(await screen.findByText('ईमेल भरना आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड भरना आवश्यक है')).toBeInTheDocument();

    await user.type(screen.getByLabelText('ईमेल'), 'asha@trust.test');
    await user.type(screen.getByLabelText(/^पासवर्ड/), 'her own pass 1');
    await user.click(screen.getByRole('button', { name: 'लॉगिन करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('लॉगिन नहीं हो सका')).toBeInTheDocument();
    expect(within(dialog).getByText('लॉगिन के बहुत अधिक प्रयास। कृपया कुछ मिनट रुककर फिर प्रयास करें।')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ठीक है' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'लॉगिन करें' })).toBeEnabled());
  });
});
