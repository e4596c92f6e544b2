import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInfraTestApp } from '../../test/support/infra-app';
import { createTestApp, type TestApp } from '../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** The policy's directives by name, each with its sources. */
const policyOf = async (target: TestApp) => {
  const response = await target.inject({ method: 'GET', url: '/api/health' });
  return new Map(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
};

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows nothing from Razorpay with the sandbox gateway', async () => {
    const policy = await policyOf(app);
    expect(app.payments.name).toBe('sandbox');
    expect([...policy.values()].flat().join(' ')).not.toContain('razorpay');
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // Only YouTube's privacy-enhanced player, which /youtube loads when a visitor presses play.
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('lets Razorpay Checkout load, frame, call and show images with the Razorpay gateway', async () => {
    const razorpay = await createInfraTestApp({
      config: {
        razorpay: { keyId: 'rzp_test_csp', keySecret: 'csp-secret', webhookSecret: undefined },
      },
    });
    try {
      const policy = await policyOf(razorpay);
      expect(policy.get('script-src')).toEqual([
        "'self'",
        'https://checkout.razorpay.com',
        'https://checkout-static-next.razorpay.com',
        'https://cdn.razorpay.com',
      ]);
      expect(policy.get('frame-src')).toEqual([
        "'self'",
        'https://www.youtube-nocookie.com',
        'https://api.razorpay.com',
        'https://checkout.razorpay.com',
      ]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://api.razorpay.com',
        'https://lumberjack.razorpay.com',
        'https://lumberjack-metrics.razorpay.com',
      ]);
      expect(policy.get('img-src')).toContain('https://*.razorpay.com');
      expect(policy.get('form-action')).toEqual(["'self'", 'https://api.razorpay.com']);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
    } finally {
      await razorpay.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas at /api/docs/json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/session', '/api/content/site-settings']),
    );
    const health = document.paths['/api/health'].get.responses['200'].content['application/json'];
    expect(health.schema.properties.database.enum).toEqual(['pglite', 'postgres']);
  });

  it('serves the documentation page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
