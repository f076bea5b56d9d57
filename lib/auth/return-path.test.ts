import { isConsolePath, loginReturningTo, returnPathFrom } from './return-path';
import { signedInPath, signInDestination } from './sign-in-steps';

describe('the page a sign-in returns to', () => {
  it.each(['/dashboard', '/dashboard/your-data', '/dashboard/quotes/q-20261127-0001'])(
    'returns to %s',
    (path) => {
      expect(returnPathFrom(path)).toBe(path);
    },
  );

  it.each([
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '/dashboard/../admin',
    '/dashboard//evil.example',
    '/dashboard/your-data?next=//evil.example#x',
    '/dashboard?<script>',
    '/dashboard\n/evil',
    '/staff-only',
    '/dashboardx',
    '/adminx',
    'dashboard',
    '',
    undefined,
    ['/dashboard'],
  ])('refuses %p (an open redirect or not an account page)', (value) => {
    expect(returnPathFrom(value)).toBeUndefined();
  });

  it('carries an allowed page through the landing, and drops any other', () => {
    expect(signedInPath('/dashboard/your-data')).toBe('/signed-in?next=%2Fdashboard%2Fyour-data');
    expect(signInDestination('DONE', 'ada@example.com', '/dashboard/your-data')).toBe(
      '/signed-in?next=%2Fdashboard%2Fyour-data',
    );
    expect(signInDestination('DONE', 'ada@example.com', '//evil.example')).toBe('/signed-in');
    expect(signedInPath()).toBe('/signed-in');
  });

  it('waits for a second step before returning', () => {
    expect(
      signInDestination('CONFIRM_SIGN_IN_WITH_SMS_CODE', 'ada@example.com', '/dashboard/your-data'),
    ).toBe('/otp');
  });

  it('opens the login with the e-mail filled in (when known) and the page to return to', () => {
    expect(loginReturningTo('/dashboard/your-data', 'ada+x@example.com')).toBe(
      '/login?username=ada%2Bx%40example.com&next=%2Fdashboard%2Fyour-data',
    );
    expect(loginReturningTo('/dashboard/company/join?token=abc')).toBe(
      '/login?next=%2Fdashboard%2Fcompany%2Fjoin%3Ftoken%3Dabc',
    );
  });

  it("tells the console's pages from the account's", () => {
    expect(['/admin', '/admin/quotes/Q-1', '/admin?view=list'].map(isConsolePath)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['/dashboard', '/dashboard/your-data', '/administrator'].map(isConsolePath)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
