import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { type NavigateOptions, RouterProvider, type RouterProviderProps, useNavigate } from 'react-router';

/**
 * The screens under the address bar, which change together with the address. React Router renders
 * the next screen as a React transition unless told not to, and React then keeps the screen being
 * left on display, and taking clicks and keys, until the next one has rendered, while the address
 * already names the next. On a busy office PC that lasts a second or more: a Mode of Payment chosen
 * then went to the membership form just left, not to the mediclaim form that replaced it. Without
 * transitions the screen left goes at once: the next one shows, or the page's loader while its
 * code loads. `flushSync` is what `useNavigateNow` needs (the `RouterProvider` of `react-router/dom`
 * passes the same, but as a second copy of the router's module in the component tests).
 */
export function ScreensRouter({ router }: { router: RouterProviderProps['router'] }) {
  return <RouterProvider router={router} flushSync={(update) => void flushSync(update)} useTransitions={false} />;
}

/**
 * `navigate` for a screen that moves on after an await (a dialog answered, a payment saved): the
 * next screen is drawn in the same task that changes the address (flushSync). A plain navigate
 * draws it in a later task, and a click or a key that comes first still reaches the screen left.
 */
export function useNavigateNow() {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: Omit<NavigateOptions, 'flushSync'>) => navigate(to, { ...options, flushSync: true }),
    [navigate],
  );
}
