import { screen, within } from '@testing-library/react';
import { addDays } from '@trust/contract/dashboard';
import { formatDisplayDate, todayInIndia } from '@trust/contract/dates';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../test/render';
import Renewals from './renewals';

const due = addDays(todayInIndia(), 10);

describe('Renewals list', () => {
  it('lists members due with a WhatsApp reminder to their WhatsApp number, else their mobile', async () => {
    mockApi({
      'GET settings': { trustName: 'Test Trust', trustAddress: '', membershipPrefix: '', version: '' },
      'GET renewals?kind=mediclaim&state=due&limit=20&offset=0': {
        data: [
          { ID_NUMBER: '7', MEMBER_NAME: 'Meena Joshi', MOBILE: '9822001122', WHATSAPP: '', EXPIRY_DATE: due },
          { ID_NUMBER: '8', MEMBER_NAME: 'Ravi Rao', MOBILE: '9822001133', WHATSAPP: '9811122233', EXPIRY_DATE: due },
        ],
        total: 2,
      },
    });
    renderWithProviders(<Renewals />, { route: '/renewals?kind=mediclaim&state=due', path: '/renewals' });
    expect(
      await screen.findByRole('heading', { name: 'Mediclaim renewals due in the next 30 days' }),
    ).toBeInTheDocument();
    const meena = (await screen.findByText('Meena Joshi')).closest('tr') as HTMLElement;
    expect(within(meena).getByRole('link', { name: 'Meena Joshi' })).toHaveAttribute('href', '/member/7');
    const link =
      within(meena)
        .getByRole('link', { name: /WhatsApp reminder/ })
        .getAttribute('href') ?? '';
    expect(link.split('?')[0]).toBe('https://wa.me/919822001122');
    expect(decodeURIComponent(link.split('?text=')[1] ?? '')).toContain(
      `your mediclaim subscription is due on ${formatDisplayDate(due)}`,
    );
    const ravi = screen.getByText('Ravi Rao').closest('tr') as HTMLElement;
    expect(
      within(ravi)
        .getByRole('link', { name: /WhatsApp reminder/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/919811122233\?text=Dear%20Ravi%20Rao%2C/);
    expect(within(ravi).getByRole('link', { name: /Reminder letter/ })).toHaveAttribute(
      'href',
      '/reminder-letter/8?kind=mediclaim',
    );
  });
});
