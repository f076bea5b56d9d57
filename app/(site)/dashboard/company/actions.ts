'use server';

import { redirect } from 'next/navigation';
import type { FormState } from '@/components/admin/form-state';
import {
  acceptInvitation,
  changeMemberRole,
  createCompany,
  inviteMember,
  leaveCompany,
  removeMember,
  revokeInvitation,
} from '@/lib/companies/server';
import { COMPANY_PAGE, companyMessages } from '@/lib/companies';
import { customerFormAction } from '../customer-form-action';

// Each action's account is the session's and its role is checked in lib/companies; the form
// only names what to change, and lib/companies checks every field of it again.

export async function createCompanyAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, COMPANY_PAGE, async (values, user) => {
    await createCompany(user, { name: values.name, billingEmail: values.billingEmail });
    return companyMessages.created;
  });
}

export async function inviteMemberAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, COMPANY_PAGE, async (values, user) => {
    await inviteMember(user, { email: values.email, role: values.role });
    return companyMessages.invited;
  });
}

export async function revokeInvitationAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, COMPANY_PAGE, async (values, user) => {
    await revokeInvitation(user, { id: values.id });
    return companyMessages.invitationRevoked;
  });
}

export async function changeRoleAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, COMPANY_PAGE, async (values, user) => {
    await changeMemberRole(user, { userId: values.userId, role: values.role });
    return companyMessages.roleChanged;
  });
}

export async function removeMemberAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, COMPANY_PAGE, async (values, user) => {
    await removeMember(user, { userId: values.userId });
    return companyMessages.memberRemoved;
  });
}

export async function leaveCompanyAction(_previous: FormState, formData: FormData): Promise<FormState> {
  return customerFormAction(formData, COMPANY_PAGE, async (_values, user) => {
    await leaveCompany(user);
    return companyMessages.left;
  });
}

/** The join page's button: the company page once joined, or why not. */
export async function acceptInvitationAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const state = await customerFormAction(formData, COMPANY_PAGE, async (values, user) => {
    await acceptInvitation(user, { token: values.token });
    return companyMessages.joined;
  });
  if (state.status === 'ok') redirect(`${COMPANY_PAGE}?joined=1`);
  return state;
}
