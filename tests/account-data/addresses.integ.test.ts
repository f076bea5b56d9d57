import { randomUUID } from 'node:crypto';
import { GET, POST } from '@/app/api/account/addresses/route';
import { POST as identity } from '@/app/api/identity/route';
import { accountDataMessages, SAVED_ADDRESS_LIMIT } from '@/lib/account-data';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '@/lib/account-data/server';
import { controlCharacterMessage } from '@/lib/http/server';
import { amplifyCookies, subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase, jsonRequest } from '@/tests/helpers/database';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { refusal } from '@/tests/helpers/refusals';

captureLogLines('info', '[outbox]');

const home = { address1: '100 Harbor Blvd', city: 'Laguna Niguel', state: 'ca', postalCode: '92677' };
const shop = { address1: '9 Dock St', address2: 'Suite 4', city: 'Irvine', state: 'CA', postalCode: '92618' };
const account = () => `user-${randomUUID()}`;

describeWithDatabase('saved addresses', () => {
  it('adds, lists (default first), edits, changes the default and deletes', async () => {
    const dana = account();
    const first = await addAddress(dana, home);
    expect(first).toMatchObject({ ...home, state: 'CA', address2: null, country: 'US', isDefault: true });
    const second = await addAddress(dana, shop);
    expect(second.isDefault).toBe(false);
    expect((await listAddresses(dana)).map((address) => address.id)).toEqual([first.id, second.id]);

    await setDefaultAddress(dana, second.id);
    expect((await listAddresses(dana)).map((address) => [address.id, address.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const edited = await updateAddress(dana, first.id, {
      ...home,
      address1: '200 Harbor Blvd',
      isDefault: 'on',
    });
    expect(edited).toMatchObject({ address1: '200 Harbor Blvd', isDefault: true });
    expect((await listAddresses(dana)).filter((address) => address.isDefault)).toHaveLength(1);

    await deleteAddress(dana, second.id);
    expect((await listAddresses(dana)).map((address) => address.id)).toEqual([first.id]);
  });

  it("refuses another account's address, a malformed id and a deleted one, changing nothing", async () => {
    const owner = account();
    const intruder = account();
    const mine = await addAddress(owner, home);
    await addAddress(intruder, shop);
    const before = await listAddresses(owner);
    for (const attempt of [
      () => updateAddress(intruder, mine.id, shop),
      () => setDefaultAddress(intruder, mine.id),
      () => deleteAddress(intruder, mine.id),
      () => deleteAddress(owner, 'not-a-uuid'),
      () => updateAddress(owner, randomUUID(), shop),
    ]) {
      const refused = await refusal(attempt());
      expect([refused.kind, refused.message]).toEqual(['not_found', accountDataMessages.addressNotFound]);
    }
    expect(await listAddresses(owner)).toEqual(before);
    // The intruder's own default was not cleared by its refused attempt on someone else's.
    expect((await listAddresses(intruder))[0]?.isDefault).toBe(true);
  });

  it('refuses what a quote would refuse, naming the field', async () => {
    const dana = account();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...home, city: ' ' }, 'city', 'City is required.'],
      [{ ...home, postalCode: '9267' }, 'postalCode', 'ZIP code must be exactly 5 digits.'],
      [{ ...home, state: 'ZZ' }, 'state', 'State must be a 2-letter U.S. state code, such as CA.'],
      [
        { ...home, country: 'Canada' },
        'country',
        'We ship within the United States only. Country must be United States.',
      ],
      [{ ...home, address1: 'x'.repeat(201) }, 'address1', accountDataMessages.tooLong],
      [{ ...home, address1: '1 Main\u0000St' }, 'address1', controlCharacterMessage],
    ];
    for (const [input, field, message] of cases) {
      const refused = await refusal(addAddress(dana, input));
      expect([refused.details.field, refused.message]).toEqual([field, message]);
    }
    expect(await listAddresses(dana)).toEqual([]);
  });

  it(`keeps at most ${SAVED_ADDRESS_LIMIT} per account, even when saved at once`, async () => {
    const dana = account();
    for (let index = 1; index < SAVED_ADDRESS_LIMIT; index += 1) {
      await addAddress(dana, { ...home, address1: `${index} Harbor Blvd` });
    }
    const racing = await Promise.allSettled(
      [1, 2, 3].map((index) => addAddress(dana, { ...shop, address1: `${index} Dock St` })),
    );
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = await refusal(addAddress(dana, shop));
    expect([refused.kind, refused.message]).toEqual(['conflict', accountDataMessages.limitReached]);
    expect(await listAddresses(dana)).toHaveLength(SAVED_ADDRESS_LIMIT);
  });
});

describeWithDatabase('the wizard’s address API', () => {
  const driver = identityDriver(identity, () => '198.51.100.61');

  it('answers only a signed-in customer, with their own addresses', async () => {
    const anonymous = await GET(new Request('http://localhost:3000/api/account/addresses'), undefined);
    expect(anonymous.status).toBe(401);

    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    await addAddress(account(), shop);
    const created = await POST(
      jsonRequest('/api/account/addresses', home, { headers: { cookie } }),
      undefined,
    );
    expect(created.status).toBe(201);

    const listed = await GET(
      new Request('http://localhost:3000/api/account/addresses', { headers: { cookie } }),
      undefined,
    );
    expect(await listed.json()).toEqual({
      addresses: [expect.objectContaining({ address1: home.address1, state: 'CA', isDefault: true })],
      limit: SAVED_ADDRESS_LIMIT,
    });
    expect(await listAddresses(subOf(user.IdToken))).toHaveLength(1);
  });

  it('refuses another origin, a bad field (422 naming it), a huge body and anonymous saves', async () => {
    const user = await driver.signedIn();
    const cookie = amplifyCookies(user);
    const foreign = await POST(
      jsonRequest('/api/account/addresses', home, { headers: { cookie }, origin: 'https://evil.example' }),
      undefined,
    );
    expect(foreign.status).toBe(403);
    const invalid = await POST(
      jsonRequest('/api/account/addresses', { ...home, postalCode: 'abc' }, { headers: { cookie } }),
      undefined,
    );
    expect(invalid.status).toBe(422);
    expect((await invalid.json()).validationErrors).toEqual([
      { location: 'postalCode', clientMessage: 'ZIP code must be exactly 5 digits.' },
    ]);
    const huge = await POST(
      jsonRequest(
        '/api/account/addresses',
        { ...home, address2: 'x'.repeat(10_000) },
        { headers: { cookie } },
      ),
      undefined,
    );
    expect(huge.status).toBe(413);
    const anonymous = await POST(jsonRequest('/api/account/addresses', home), undefined);
    expect(anonymous.status).toBe(401);
    expect(await listAddresses(subOf(user.IdToken))).toEqual([]);
  });
});
