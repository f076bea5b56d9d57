import {
  deleteAddressAction,
  saveAddressAction,
  setDefaultAddressAction,
} from '@/app/(site)/dashboard/addresses/actions';
import { POST as identity } from '@/app/api/identity/route';
import { idleForm } from '@/components/admin/form-state';
import { accountDataMessages } from '@/lib/account-data';
import { addAddress, listAddresses } from '@/lib/account-data/server';
import { subOf } from '@/tests/helpers/amplify-cookies';
import { captureLogLines } from '@/tests/helpers/console';
import { describeWithDatabase } from '@/tests/helpers/database';
import { formData } from '@/tests/helpers/form-data';
import { identityDriver } from '@/tests/helpers/identity-driver';
import { actAs } from '@/tests/helpers/request-context';

captureLogLines('info', '[outbox]');

jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
jest.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const harbor = { address1: '100 Harbor Blvd', city: 'Laguna Niguel', state: 'CA', postalCode: '92677' };

describeWithDatabase('the saved address actions', () => {
  const driver = identityDriver(identity, () => '198.51.100.81');

  it('take the account from the session: a visitor is refused, a customer adds and edits their own', async () => {
    actAs(undefined);
    expect(await saveAddressAction(idleForm, formData(harbor))).toMatchObject({
      status: 'error',
      message: accountDataMessages.signedOut,
      values: harbor,
    });

    const user = await driver.signedIn();
    const userId = subOf(user.IdToken);
    actAs(user);
    expect(await saveAddressAction(idleForm, formData(harbor))).toEqual({
      status: 'ok',
      message: 'Address added.',
    });
    const [saved] = await listAddresses(userId);

    const refused = await saveAddressAction(
      idleForm,
      formData({ ...harbor, id: saved!.id, postalCode: '1' }),
    );
    expect(refused).toEqual({
      status: 'error',
      message: 'ZIP code must be exactly 5 digits.',
      errors: { postalCode: 'ZIP code must be exactly 5 digits.' },
      values: { ...harbor, id: saved!.id, postalCode: '1' },
    });
    expect(
      await saveAddressAction(idleForm, formData({ ...harbor, id: saved!.id, city: 'Dana Point' })),
    ).toEqual({
      status: 'ok',
      message: 'Address saved.',
    });
    expect((await listAddresses(userId))[0]?.city).toBe('Dana Point');
  });

  it("refuses a customer another account's address, changing nothing", async () => {
    const owner = await driver.signedIn();
    const theirs = await addAddress(subOf(owner.IdToken), harbor);
    actAs(await driver.signedIn());
    for (const action of [saveAddressAction, setDefaultAddressAction, deleteAddressAction]) {
      expect(await action(idleForm, formData({ ...harbor, id: theirs.id, city: 'Elsewhere' }))).toMatchObject(
        {
          status: 'error',
          message: accountDataMessages.addressNotFound,
        },
      );
    }
    expect(await listAddresses(subOf(owner.IdToken))).toEqual([theirs]);
  });
});
