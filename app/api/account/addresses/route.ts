import { accountDataMessages, SAVED_ADDRESS_LIMIT, savedAddressSchema } from '@/lib/account-data';
import { addAddress, listAddresses } from '@/lib/account-data/server';
import { sessionFromRequest } from '@/lib/auth/server';
import { apiRoute, errors, json, readJson } from '@/lib/http/server';

export const dynamic = 'force-dynamic';

// A saved address is a few short lines; anything larger is not one.
const ADDRESS_BODY_MAX_BYTES = 4 * 1024;

async function signedIn(request: Request) {
  const user = await sessionFromRequest(request);
  if (!user) throw errors.unauthorized(accountDataMessages.signedOut);
  return user;
}

/** The signed-in customer's saved addresses, for the quote wizard to offer (default first). */
export const GET = apiRoute(
  async (request) => {
    const user = await signedIn(request);
    return json({ addresses: await listAddresses(user.userId), limit: SAVED_ADDRESS_LIMIT });
  },
  { stateChanging: false },
);

/** Saves the address the wizard's "Save this address" names; 409 past the limit. */
export const POST = apiRoute(
  async (request) => {
    const user = await signedIn(request);
    // Checked here for the 422 naming every field; lib/account-data checks it again.
    const input = await readJson(request, savedAddressSchema, { maxBytes: ADDRESS_BODY_MAX_BYTES });
    return json({ address: await addAddress(user.userId, input) }, { status: 201 });
  },
  { stateChanging: true },
);
