import type { FormAction } from '@/components/admin/form-state';
import { buttonClass } from '@/components/ui/button';
import { accountDataMessages, DELETE_CONFIRMATION_WORD } from '@/lib/account-data';
import { AccountPage, BackToDashboard } from './account-page';
import { AccountDataChoices } from './account-data-choices';
import { SignInAgain } from './sign-in-again';

/** "Your data": download everything the shop holds, or delete the account; both after a fresh sign-in. */
export function YourData({ email, fresh, erase }: { email: string; fresh: boolean; erase: FormAction }) {
  const deletionIntro = (
    <>
      <h2 id="delete-heading" className="text-xl font-bold text-slate-900">
        Delete your account
      </h2>
      <p className="text-slate-700">
        We erase your name, e-mail, phone, addresses, artwork, reviews, the messages we sent you and your
        replies, and close your account: you will not be able to log in again. Orders the law requires us to
        keep for tax records stay, without your details. This cannot be undone.
      </p>
    </>
  );
  return (
    <AccountPage
      title="Your data"
      intro={[
        'Download everything we hold about you, or delete your account, as our privacy policy promises.',
      ]}
    >
      {fresh ? (
        <AccountDataChoices
          erase={erase}
          confirmWord={DELETE_CONFIRMATION_WORD}
          deletionIntro={deletionIntro}
          after={<BackToDashboard />}
        >
          <section aria-labelledby="download-heading" className="space-y-4">
            <h2 id="download-heading" className="text-xl font-bold text-slate-900">
              Download your data
            </h2>
            <p className="text-slate-700">
              One JSON file with your account, saved addresses, quotes and their history, proofs, payments,
              the messages we sent you, reviews and tax certificates. Artwork links in it work for 5 minutes.
            </p>
            <a href="/dashboard/your-data/download" download className={buttonClass('secondary', 'compact')}>
              Download your data
            </a>
          </section>
        </AccountDataChoices>
      ) : (
        <section aria-labelledby="again-heading" className="space-y-4">
          <h2 id="again-heading" className="text-xl font-bold text-slate-900">
            Please log in again
          </h2>
          <p className="text-slate-700">{accountDataMessages.signInAgain}</p>
          <SignInAgain email={email} returnTo="/dashboard/your-data" />
          <BackToDashboard />
        </section>
      )}
    </AccountPage>
  );
}
