import { eventMessages } from '@osi/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificateVerification } from '@/testing/event-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

beforeAll(() => import('./verify-certificate-page'));

const code = 'ABCD2345EFGH6789';

const open = async (answer: () => Response) => {
  stubApi({ [`GET /api/verify/${code}`]: answer });
  await renderApp(`/verify/${code}`);
  await screen.findByRole('heading', { level: 1, name: 'Verify a certificate' }, { timeout: 5000 });
};

const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('the certificate verification page', () => {
  it('shows who holds what, since when, its points and that it is valid', async () => {
    await open(() => jsonResponse(certificateVerification()));
    expect(await screen.findByRole('status')).toHaveTextContent('Valid');
    expect(value('Holder')).toBe('Dr. Asha Rao');
    expect(value('Certificate')).toBe('Certificate of attendance');
    expect(value('For')).toBe('Implant Summit 2026');
    expect(value('Since')).toBe('13 February 2026');
    expect(value('Until')).toBe('No end date');
    expect(value('CDE points')).toBe('12');
    expect(value('Accreditation number')).toBe('DCI/CDE/2026/017');
  });

  it('says when a certificate was revoked', async () => {
    await open(() =>
      jsonResponse(certificateVerification({ status: 'revoked', revokedOn: '2026-06-30' })),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Revoked on 30 June 2026');
  });

  it('says when a certificate has expired', async () => {
    await open(() =>
      jsonResponse(
        certificateVerification({
          kind: 'membership',
          status: 'expired',
          validUntil: '2026-03-31',
          points: null,
          accreditationNumber: '',
        }),
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Expired on 31 March 2026');
    expect(value('Certificate')).toBe('Membership certificate');
  });

  it('says no certificate has an unknown code', async () => {
    await open(() => errorResponse(404, 'not_found', eventMessages.certificateUnknown));
    expect(await screen.findByText('No certificate has this code.')).toBeVisible();
  });
});
