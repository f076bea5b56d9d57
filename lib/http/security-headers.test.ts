import { securityHeaders } from './security-headers';

describe('security headers', () => {
  const headers = Object.fromEntries(
    securityHeaders({
      connectOrigins: ['https://cognito-idp.us-west-2.amazonaws.com'],
      development: false,
    }).map(({ key, value }) => [key, value]),
  );

  it('sets the hygiene headers', () => {
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
  });

  it('allows only this origin (and the configured identity host for connections)', () => {
    const csp = headers['Content-Security-Policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.us-west-2.amazonaws.com");
    expect(csp).not.toContain('unsafe-eval');
  });
});
