import Link from 'next/link';
import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { AccountPage, BackToDashboard } from '@/components/account/account-page';
import type { InvitationPreview } from '@/lib/companies/server';
import { COMPANY_PAGE, companyRoleDescriptions, companyRoleLabels } from '@/lib/companies';

/** The invitation link's page: the company and role offered with the button to accept, or why not. */
export function JoinCompany({
  token,
  preview,
  accept,
}: {
  token: string;
  preview: InvitationPreview;
  accept: FormAction;
}) {
  if (!preview.ok) {
    return (
      <AccountPage title="Join a company" intro={[]}>
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {preview.message}
        </p>
        <p>
          <Link href={COMPANY_PAGE} className="font-semibold text-orange-700 underline">
            Your company account
          </Link>
        </p>
        <BackToDashboard />
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title={`Join ${preview.company}`}
      intro={[
        `You are invited as ${companyRoleLabels[preview.role].toLowerCase()}: ${companyRoleDescriptions[preview.role]} You will see the company's quotes, and your next quotes are sent for the company.`,
      ]}
    >
      <ActionForm action={accept} label={`Join ${preview.company}`}>
        <input type="hidden" name="token" value={token} />
        <SubmitButton>Join {preview.company}</SubmitButton>
      </ActionForm>
      <BackToDashboard />
    </AccountPage>
  );
}
