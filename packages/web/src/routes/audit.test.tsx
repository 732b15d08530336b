import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import Audit from './audit';

const line = {
  id: 1,
  at: '2026-11-20T04:30:00.000Z',
  actor: 'staff@trust.local',
  action: 'UPDATE',
  entity: 'member',
  entity_id: 'M7',
  member_id: 'M7',
  before: null,
  after: null,
};

describe('Audit Trail', () => {
  it('asks for the lines a filter names only on Filter, and for every line again on Clear', async () => {
    const fetchMock = mockApi({
      'GET audit?limit=20&offset=0': { data: [], total: 0 },
      'GET audit?limit=20&offset=0&memberId=M7': { data: [line], total: 1 },
    });
    const user = userEvent.setup();
    renderWithProviders(<Audit />);
    expect(await screen.findByText('No changes recorded for this filter')).toBeVisible();

    await user.type(screen.getByLabelText('Member ID'), 'M7');
    const asked = () => fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked()).not.toContain('/api/audit?limit=20&offset=0&memberId=M7');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('staff@trust.local')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByLabelText('Member ID')).toHaveValue('');
    expect(await screen.findByText('No changes recorded for this filter')).toBeVisible();
  });

  it('is in हिन्दी for a user who chose it: its filters, columns and the actions by their Hindi labels', async () => {
    await showIn('hi');
    mockApi({
      'GET audit?limit=20&offset=0': {
        data: [
          { ...line, before: { name: 'Asha' }, after: { name: 'Asha Rao' } },
          { ...line, id: 2, action: 'SOMETHING_NEW' },
        ],
        total: 2,
      },
    });
    renderWithProviders(<Audit />);
    expect(await screen.findByText('बदला')).toBeVisible();
    expect(screen.getByText('SOMETHING_NEW')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ऑडिट ट्रेल' })).toBeInTheDocument();
    expect(screen.getByLabelText('सदस्य आईडी')).toBeInTheDocument();
    expect(screen.getByLabelText('उपयोगकर्ता (ईमेल)')).toBeInTheDocument();
    for (const header of ['कब', 'किसने', 'रिकॉर्ड', 'पहले और बाद में', 'फ़ील्ड']) {
      expect(screen.getAllByRole('columnheader', { name: header }).length).toBeGreaterThan(0);
    }
    expect(screen.getByText('किसी फ़ील्ड का बदलाव दर्ज नहीं है')).toBeVisible();
  });
});
