import { accountDataMessages, isFreshSignIn } from '@/lib/account-data';
import { exportAccountData } from '@/lib/account-data/server';
import { getServerSession } from '@/lib/auth/server';
import { errors, fileResponse, json } from '@/lib/http/server';

export const dynamic = 'force-dynamic';

/** The customer's data as a JSON file, after a fresh sign-in (see lib/account-data). */
export async function GET(): Promise<Response> {
  const user = await getServerSession();
  if (!user) return json(errors.unauthorized(accountDataMessages.signedOut).toBody(), { status: 401 });
  if (!isFreshSignIn(user)) {
    return json(
      { message: accountDataMessages.signInAgain, code: 'SignInAgain', statusCode: 403 },
      { status: 403 },
    );
  }
  const data = await exportAccountData(user);
  return fileResponse(
    new TextEncoder().encode(JSON.stringify(data, null, 2)),
    'application/json; charset=utf-8',
    'no-store',
    {
      'Content-Disposition': `attachment; filename="your-data-${data.exportedAt.slice(0, 10)}.json"`,
    },
  );
}
