import { createHash, randomUUID } from 'node:crypto';
import { expect, type APIResponse, type Page } from '@playwright/test';
import { BUILT_IN_CLIENT_ID } from '@/lib/identity/constants';
import { fullName, phoneAttribute } from '@/lib/validation/account-attributes';
import { amplifyCookiePairs } from '@/tests/helpers/amplify-cookies';
import { Mailbox } from './mailbox';

export type TestUser = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
};

/** A new customer per test, so specs run in any order and in parallel. */
export function uniqueUser(): TestUser {
  const id = randomUUID().replaceAll('-', '');
  const letters = id.replace(/\d/g, '').slice(0, 6) || 'abcdef';
  return {
    firstName: 'Ada',
    lastName: `Tester${letters[0]?.toUpperCase()}${letters.slice(1)}`,
    phone: `949${String(Number.parseInt(id.slice(0, 7), 16) % 10_000_000).padStart(7, '0')}`,
    email: `ada-${id.slice(0, 12)}@example.com`,
    password: 'Secret#123',
  };
}

/** An identity call that succeeded, or the test fails with what the endpoint said. */
async function expectAnswered(operation: string, response: APIResponse): Promise<void> {
  expect(response.status(), `${operation}: ${await response.text()}`).toBe(200);
}

/**
 * A staff member of the e2e server. The address must be one of its STAFF_EMAILS, so it cannot
 * be new for every run of a test; the rest follows from it, so a retried test (CI retries a
 * failed spec once, on the same server) is the same person, with the same phone for the login
 * code, and signs in to the account the first try made.
 */
function staffUser(email: string): TestUser {
  const digest = createHash('sha256').update(email).digest();
  return {
    firstName: 'Sam',
    lastName: 'Staffer',
    // 714, where uniqueUser's customers are 949: a staff member never shares a customer's phone.
    phone: `714${String(digest.readUInt32BE(0) % 10_000_000).padStart(7, '0')}`,
    email,
    password: 'Secret#123',
  };
}

/**
 * The six account screens, driven the way a customer uses them, on the server at `origin`
 * (default: the test's baseURL).
 */
export class AccountPages {
  readonly mailbox: Mailbox;

  constructor(
    private readonly page: Page,
    private readonly origin = '',
  ) {
    this.mailbox = new Mailbox(page, origin);
  }

  async signUp(user: TestUser): Promise<void> {
    await this.page.goto(`${this.origin}/signup`);
    await this.page.getByLabel('First Name').fill(user.firstName);
    await this.page.getByLabel('Last Name').fill(user.lastName);
    await this.page.getByLabel('Phone Number').fill(user.phone);
    await this.page.getByLabel('E-mail').fill(user.email);
    await this.page.getByLabel('Password', { exact: true }).fill(user.password);
    await this.page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(this.page).toHaveURL(/\/confirm-signup\?username=/);
  }

  /**
   * Confirms with the e-mailed code. Right after signing up in the same tab, auto sign-in
   * (spec §9) lands on the SMS step; on a fresh page load the confirmation goes home.
   */
  async confirmSignUp(user: TestUser, landing: 'sms step' | 'home' = 'sms step'): Promise<void> {
    const code = await this.mailbox.signupCode(user.email);
    await expect(this.page.getByLabel('E-mail')).toHaveValue(user.email);
    await this.page.getByLabel('Confirmation Code').fill(code);
    await this.page.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.page).toHaveURL(landing === 'sms step' ? /\/otp$/ : /\/$/);
  }

  /** The login form filled in and sent; `loginPath` may carry the page to return to (`?next=`). */
  async submitLogin(email: string, password: string, loginPath = '/login'): Promise<void> {
    await this.page.goto(`${this.origin}${loginPath}`);
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Log in' }).click();
  }

  /** Password, then the SMS code: ends on the dashboard. */
  async logIn(user: TestUser, password = user.password): Promise<void> {
    await this.submitLogin(user.email, password);
    await this.enterSmsCode(user);
  }

  /** On the SMS step: the newest code sent to the user's phone, ending on the dashboard (or `landing`). */
  async enterSmsCode(user: TestUser, landing = /\/dashboard$/): Promise<void> {
    await expect(this.page).toHaveURL(/\/otp$/);
    const code = await this.mailbox.smsCode(user.phone);
    await this.page.getByLabel('One-time password').fill(code);
    await this.page.getByRole('button', { name: 'Confirm' }).click();
    await expect(this.page).toHaveURL(landing);
  }

  /**
   * A confirmed account, signed in with its SMS code, made through the built-in identity
   * endpoint as the screens would make it, and its tokens stored as the cookies Amplify writes.
   * For specs about what a signed-in person does next: the account screens themselves are
   * driven in e2e/accounts.spec.ts, and a sign-up and a log-in through them cost about as much
   * CPU time as the rest of such a test.
   */
  async signedInThroughApi(user: TestUser): Promise<void> {
    await expectAnswered('SignUp', await this.signUpThroughApi(user));
    await this.confirmedAndLoggedIn(user);
  }

  /**
   * The staff member of `email` (staffUser) signed in through the endpoint: signed up the first
   * time, and only signed in when a try before this one (a retry on the same server) made the
   * account. Returns who signed in, for the specs that type their password or code again.
   */
  async staffSignedInThroughApi(email: string): Promise<TestUser> {
    const staff = staffUser(email);
    const signUp = await this.signUpThroughApi(staff);
    const body = (await signUp.json()) as { __type?: string };
    if (signUp.status() === 400 && body.__type === 'UsernameExistsException') {
      await this.loggedInThroughApi(staff);
    } else {
      await expectAnswered('SignUp', signUp);
      await this.confirmedAndLoggedIn(staff);
    }
    return staff;
  }

  private signUpThroughApi(user: TestUser) {
    return this.identityRequest('SignUp', {
      Username: user.email,
      Password: user.password,
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'name', Value: fullName(user) },
        { Name: 'phone_number', Value: phoneAttribute(user.phone) },
      ],
    });
  }

  private async confirmedAndLoggedIn(user: TestUser): Promise<void> {
    await this.identityCall('ConfirmSignUp', {
      Username: user.email,
      ConfirmationCode: await this.mailbox.signupCode(user.email),
    });
    await this.loggedInThroughApi(user);
  }

  /** An existing account's sign-in (password, SMS code) through the endpoint, into this page's cookies. */
  async loggedInThroughApi(user: TestUser): Promise<void> {
    let challenge: Record<string, unknown> = {};
    const [, code] = await this.mailbox.next(
      phoneAttribute(user.phone),
      /login code is (\d{6})/,
      async () => {
        ({ body: challenge } = await this.identityCall('InitiateAuth', {
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
        }));
      },
    );
    expect(challenge.ChallengeName).toBe('SMS_MFA');
    const { body, site } = await this.identityCall('RespondToAuthChallenge', {
      ChallengeName: 'SMS_MFA',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: user.email, SMS_MFA_CODE: code },
    });
    const tokens = body.AuthenticationResult as {
      IdToken: string;
      AccessToken: string;
      RefreshToken: string;
    };
    await this.page
      .context()
      .addCookies(amplifyCookiePairs(tokens).map(([name, value]) => ({ name, value, url: site })));
  }

  /** One call to the built-in identity endpoint, whatever it answers. */
  private identityRequest(operation: string, body: object) {
    return this.page.context().request.post(`${this.origin}/api/identity`, {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      },
      data: JSON.stringify({ ClientId: BUILT_IN_CLIENT_ID, ...body }),
    });
  }

  /** One successful call to the endpoint; `site` is the origin that answered (the cookies' site). */
  private async identityCall(operation: string, body: object) {
    const response = await this.identityRequest(operation, body);
    await expectAnswered(operation, response);
    return {
      body: (await response.json()) as Record<string, unknown>,
      site: new URL(response.url()).origin,
    };
  }

  /** A confirmed account, created through the screens. */
  async registered(user: TestUser): Promise<void> {
    await this.signUp(user);
    await this.confirmSignUp(user);
  }

  errorPanel() {
    return this.page.getByTestId('auth-error');
  }
}
