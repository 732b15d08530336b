import { screen } from '@testing-library/react';
import { type DashboardFigures as Figures, lastMonths } from '@trust/contract/dashboard';
import { describe, expect, it } from 'vitest';
import { showIn } from '../../i18n/catalogue';
import { mockApi, renderWithProviders } from '../../test/render';
import { DashboardFigures } from './dashboard-figures';

const figures: Figures = {
  today: '2026-11-21',
  members: 50_000,
  membership: { active: 41_250, due: 310, expired: 95 },
  mediclaim: { active: 12_004, due: 40, expired: 7 },
  collections: {
    fromDate: '2026-11-01',
    toDate: '2026-11-21',
    byMode: [
      { key: 'CASH', count: 3, amount: 1800 },
      { key: 'UPI', count: 2, amount: 18_000 },
    ],
    total: { key: 'TOTAL', count: 5, amount: 19_800 },
  },
  collectionsByMonth: lastMonths('2026-11-21', 12).map((month, i) => ({ month, count: i, amount: i * 1000 })),
};

describe('Dashboard figures', () => {
  it('shows each count as a link to the list behind it, and this month by payment mode', async () => {
    mockApi({ 'GET dashboard': figures });
    renderWithProviders(<DashboardFigures />);
    expect(await screen.findByRole('link', { name: 'Members: 50,000' })).toHaveAttribute('href', '/master-table');
    expect(screen.getByRole('link', { name: 'Active memberships: 41,250' })).toHaveAttribute(
      'href',
      '/renewals?kind=membership&state=active',
    );
    expect(screen.getByRole('link', { name: 'Mediclaim renewals due in the next 30 days: 40' })).toHaveAttribute(
      'href',
      '/renewals?kind=mediclaim&state=due',
    );
    expect(screen.getByRole('link', { name: 'Membership expired in the last 30 days: 95' })).toHaveAttribute(
      'href',
      '/renewals?kind=membership&state=expired',
    );
    expect(screen.getByRole('link', { name: 'Collections this month: ₹19,800' })).toHaveAttribute(
      'href',
      '/collection-report',
    );
    expect(screen.getByText('Collections, Nov 2026')).toBeInTheDocument();
    const byMode = screen.getByRole('list', { name: 'Collections this month by payment mode' });
    expect(byMode).toHaveTextContent('CASH₹1,800');
    expect(byMode).toHaveTextContent('UPI₹18,000');
    // The chart's figures, for a screen reader.
    expect(
      screen.getByRole('img', { name: /collections per month .*: Dec 2025 ₹0, Jan 2026 ₹1,000, .* Nov 2026 ₹11,000$/ }),
    ).toBeInTheDocument();
  });

  it('is in हिन्दी for a user who chose it: the cards, the figures and the months of the chart', async () => {
    await showIn('hi');
    mockApi({ 'GET dashboard': figures });
    renderWithProviders(<DashboardFigures />);
    expect(await screen.findByRole('link', { name: 'सदस्य: 50,000' })).toHaveAttribute('href', '/master-table');
    expect(screen.getByRole('region', { name: 'आँकड़े' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'रजिस्टर' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'सदस्यता' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'मेडिक्लेम' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सक्रिय सदस्यताएँ: 41,250' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अगले 30 दिनों में देय मेडिक्लेम नवीनीकरण: 40' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'पिछले 30 दिनों में समाप्त सदस्यता: 95' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'इस महीने की वसूली: ₹19,800' })).toBeInTheDocument();
    expect(screen.getByText('वसूली, नवंबर 2026')).toBeInTheDocument();
    expect(screen.getByText('5 रसीदें')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'वसूली, पिछले 12 महीने' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'इस महीने की वसूली, भुगतान के तरीके अनुसार' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: /^पिछले 12 महीनों की मासिक वसूली का बार चार्ट: दिसंबर 2025 ₹0, .* नवंबर 2026 ₹11,000$/,
      }),
    ).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded', async () => {
    mockApi({ 'GET dashboard': { status: 500, body: { error: true, message: 'Something went wrong' } } });
    renderWithProviders(<DashboardFigures />);
    expect(await screen.findByText(/The figures could not be loaded/)).toBeInTheDocument();
  });
});
