import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactNode, Suspense } from 'react';
import { createMemoryRouter, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreensRouter, useNavigateNow } from './navigation';

/** A screen whose code never arrives: the next screen is not ready for as long as the test looks. */
const NeverReady = lazy(() => new Promise<never>(() => {}));

function MembershipForm() {
  const navigate = useNavigateNow();
  const renewed = async () => {
    // As after a dialog: the screen moves on once an await has given way.
    await Promise.resolve();
    navigate('/mediclaim');
  };
  return (
    <form>
      <h1>Membership</h1>
      <label>
        Mode of Payment
        <select defaultValue="">
          <option value="">Select mode of payment</option>
          <option value="UPI">UPI</option>
        </select>
      </label>
      <button type="button" onClick={() => void renewed()}>
        Renew Mediclaim
      </button>
    </form>
  );
}

function screens(next: ReactNode) {
  return createMemoryRouter([
    {
      element: (
        <Suspense fallback={<p>Loading</p>}>
          <Outlet />
        </Suspense>
      ),
      children: [
        { path: '/', element: <MembershipForm /> },
        { path: '/mediclaim', element: next },
      ],
    },
  ]);
}

describe('moving between screens', () => {
  it('takes the screen left away as soon as the address changes, before the next one is ready', async () => {
    const router = screens(<NeverReady />);
    render(<ScreensRouter router={router} />);
    expect(screen.getByLabelText('Mode of Payment')).toBeVisible();

    await act(() => router.navigate('/mediclaim'));

    expect(router.state.location.pathname).toBe('/mediclaim');
    // Kept on display (as in a React transition), it would take a choice meant for the next screen.
    expect(screen.queryByLabelText('Mode of Payment')).not.toBeVisible();
    expect(screen.getByText('Loading')).toBeVisible();
  });

  it('draws the next screen in the same task that changes the address, after an await', async () => {
    const router = screens(<h1>Mediclaim</h1>);
    render(<ScreensRouter router={router} />);
    // What a click arriving just after the address changed would find on the page.
    const shownAtEachAddress: string[] = [];
    const stop = router.subscribe((state) => {
      shownAtEachAddress.push(`${state.location.pathname}: ${document.querySelector('h1')?.textContent}`);
    });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Renew Mediclaim' }));
    await screen.findByRole('heading', { name: 'Mediclaim' });
    stop();

    expect(shownAtEachAddress).toEqual(['/mediclaim: Mediclaim']);
  });
});
