import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import { memberRowOf } from '../test/rows';
import DependentTable from './dependent-table';
import SearchDependent from './search-dependent';

const dependent = {
  NO: 11,
  ID: '7',
  DEPENDENT_NAME: 'Ravi Joshi',
  RELATION: 'SON',
  MEMBER_NAME: 'Meena Joshi',
  DOB: '2010-03-04',
  AGE: '16',
  SEX: 'MALE',
  BLOOD_GROUP: 'YES',
  JOB_PROFILE: 'STUDENT',
  ANNUAL_INCOME: '0',
  ICARD_NO: 'D1',
};

describe('the dependent lists in हिन्दी', () => {
  it('search a member’s dependents with Hindi title, columns and actions', async () => {
    await showIn('hi');
    mockApi({
      'GET dependent/7': { error: false, data: [dependent] },
      'GET master/7': { error: false, data: [memberRowOf({ ID_NUMBER: '7', FAMILY_GROUP: '1+3' })] },
      'GET dependent/count/7': { noOfDependent: 1 },
    });
    renderWithProviders(<SearchDependent />, { route: '/search-dependent?memberId=7' });
    expect(screen.getByRole('heading', { name: 'आश्रित खोजें' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('सदस्य का आईडी नंबर लिखें')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'मिले आश्रित' });
    for (const header of ['नाम', 'संबंध', 'किसके आश्रित', 'आयु', 'कार्रवाई']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(table).toHaveTextContent('Ravi Joshi');
    expect(screen.getByRole('link', { name: 'संपादित करें' })).toHaveAttribute('href', '/update-dependent/11');
    expect(await screen.findByRole('link', { name: 'आश्रित जोड़ें' })).toBeInTheDocument();
  });

  it('list every dependent under its Hindi title', async () => {
    await showIn('hi');
    mockApi({ 'GET dependent?limit=20&offset=0': { data: [dependent], total: 1 } });
    renderWithProviders(<DependentTable />, { route: '/dependent-table' });
    expect(screen.getByRole('heading', { name: 'सदस्य सूची' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आश्रित खोजें' })).toHaveAttribute('href', '/search-dependent');
    expect(await screen.findByText('Ravi Joshi')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'संबंध' })).toBeInTheDocument();
  });
});
