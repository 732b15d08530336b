import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showIn } from '../i18n/catalogue';
import { mockApi, renderWithProviders } from '../test/render';
import ApiDocs from './api-docs';

/** A document of one operation, in the shape the server's has. */
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Trust API', version: '1.2.3', description: 'The back office.' },
  security: [{ bearer: [] }],
  paths: {
    '/api/master/{id}': {
      get: {
        tags: ['Members'],
        summary: 'One member',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The member' } },
      },
    },
  },
};

async function openOperation() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /One member/ }));
}

describe('API Reference', () => {
  it('lists the operations by tag and opens one with its parameters and answers', async () => {
    mockApi({ 'GET docs/openapi.json': DOCUMENT });
    renderWithProviders(<ApiDocs />);
    expect(
      await screen.findByText(/^Trust API, version 1\.2\.3\. The back office\. The same document/),
    ).toHaveTextContent(
      'Trust API, version 1.2.3. The back office. The same document is served as JSON at /api/docs/openapi.json (and /api/docs) to callers with a bearer token.',
    );
    await openOperation();
    expect(await screen.findByText('Needs sign-in: send Authorization: Bearer <token>.')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'Parameters of GET /api/master/{id}' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Errors: 400 on bad input, 401 without a valid token, each as/)).toBeInTheDocument();
  });

  it('is in हिन्दी for a user who chose it: its frame, while the operations keep the document\u2019s English', async () => {
    await showIn('hi');
    mockApi({ 'GET docs/openapi.json': DOCUMENT });
    renderWithProviders(<ApiDocs />);
    expect(await screen.findByRole('heading', { name: 'API संदर्भ' })).toBeInTheDocument();
    expect(await screen.findByLabelText('ऑपरेशन फ़िल्टर करें')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'openapi.json डाउनलोड करें' })).toBeInTheDocument();
    await openOperation();
    expect(await screen.findByText('लॉगिन आवश्यक है: Authorization: Bearer <token> भेजें।')).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: 'GET /api/master/{id} के पैरामीटर' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'नियम' })).toBeInTheDocument();
    expect(screen.getByText('200: The member')).toBeInTheDocument();
  });
});
