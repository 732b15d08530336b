import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { Role } from '@trust/contract/roles';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { session } from '../api/session';
import { SettingsProvider } from '../features/settings/settings-provider';
import { ModalsHost } from '../ui/modals-host';

interface RenderOptions {
  /** The address the screen opens at, e.g. '/update-member/5'. */
  route?: string;
  /** The route pattern the screen is mounted under, e.g. '/update-member/:id', for its params. */
  path?: string;
  /** The role signed in: ADMIN, who sees every action, unless a test says otherwise. */
  role?: Role;
}

/** Renders a screen or component with the app's providers: Mantine (no transitions), modals, queries, router. */
export function renderWithProviders(ui: ReactElement, { route = '/', path, role = 'ADMIN' }: RenderOptions = {}) {
  session.update(
    { name: 'Test User', email: 'test@trust.test', role },
    { mustChangePassword: false, mustSetUpTwoStep: false },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const screen = path ? (
    <Routes>
      <Route path={path} element={ui} />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>
  ) : (
    ui
  );
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <SettingsProvider>
          <MemoryRouter initialEntries={[route]}>{screen}</MemoryRouter>
        </SettingsProvider>
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient };
}

type Answer = unknown | { status: number; body: unknown };
const isStatusAnswer = (answer: Answer): answer is { status: number; body: unknown } =>
  typeof answer === 'object' && answer !== null && 'status' in answer && 'body' in answer;

/**
 * Stands in for the server: `answers` maps 'METHOD path' (path after /api/, query included) to a JSON
 * body, or to `{ status, body }` for a failure. Anything else answers 404. Returns the fetch mock, whose
 * calls show what the screen sent.
 */
export function mockApi(answers: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api\//, '')}`;
    const answer =
      key in answers ? answers[key] : { status: 404, body: { error: true, message: `No answer for ${key}` } };
    const { status, body } = isStatusAnswer(answer) ? answer : { status: 200, body: answer };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
