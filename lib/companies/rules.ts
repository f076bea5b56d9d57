import { COMPANY_ROLES } from './role-names';

/** Company accounts' words and limits (client-safe): one place for the pages, the server and tests. */
export { COMPANY_ROLES };
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_NAME_MAX_LENGTH = 120;
/** An invitation opens its link for a week; a new one can be sent after. */
export const COMPANY_INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** Invitations one company may send in a day: enough for a team, too few to spam addresses. */
export const COMPANY_INVITATION_RATE_LIMIT = { limit: 20, windowMs: 24 * 60 * 60 * 1000 } as const;

export const COMPANY_PAGE = '/dashboard/company';
export const COMPANY_JOIN_PAGE = '/dashboard/company/join';

export const companyRoleLabels: Record<CompanyRole, string> = {
  owner: 'Owner',
  approver: 'Approver',
  buyer: 'Buyer',
};

/** What each role may do, as the company page explains it. */
export const companyRoleDescriptions: Record<CompanyRole, string> = {
  owner: 'Manages the members, approves proofs and pays.',
  approver: 'Approves proofs and pays.',
  buyer: 'Requests quotes and follows them.',
};

/** The roles that answer a company quote's proof and pay for it. */
export const DECIDING_ROLES: readonly CompanyRole[] = ['owner', 'approver'];

export const companyMessages = {
  formInvalid: 'Please fill in the form again.',
  nameRequired: 'Please enter the company name.',
  nameTooLong: `Please keep the company name under ${COMPANY_NAME_MAX_LENGTH} characters.`,
  billingEmailInvalid: 'Please enter the e-mail address invoices go to.',
  inviteEmailInvalid: 'Please enter the e-mail address of the colleague to invite.',
  roleInvalid: 'Please choose owner, approver or buyer.',
  created: 'Your company is set up. Invite your colleagues below.',
  alreadyInCompany: 'Your account already belongs to a company. Leave it first to join or create another.',
  notInCompany: 'Your account does not belong to a company.',
  ownersOnly: 'Only an owner of the company can do this.',
  invited: 'Invitation sent.',
  alreadyMember: 'This person already belongs to your company.',
  tooManyInvitations: 'Your company has sent many invitations today. Please try again tomorrow.',
  invitationRevoked: 'Invitation withdrawn.',
  invitationNotFound: 'This invitation is not pending any more.',
  roleChanged: 'Role changed.',
  memberRemoved: 'Member removed.',
  memberNotFound: 'This person is not a member of your company.',
  lastOwner: 'A company needs an owner: make someone else an owner first.',
  left: 'You left the company.',
  joinSignedOut: 'Please log in with the e-mail address the invitation was sent to.',
  joinInvalid: 'This invitation link is not valid. Ask your colleague to send a new one.',
  joinExpired: 'This invitation has expired. Ask your colleague to send a new one.',
  joinRevoked: 'This invitation was withdrawn. Ask your colleague to send a new one.',
  joinUsed: 'This invitation was already used.',
  joinWrongEmail:
    'This invitation was sent to another e-mail address. Log in with that address to accept it.',
  joinUnconfirmed: 'Please confirm your e-mail address before joining a company.',
  joined: 'Welcome: you joined the company.',
  /** A pending proof's state for a member who does not decide on it. */
  proofAwaitingApproval: "Waiting for your company's approval",
} as const;

/** What a buyer (or a guest link's holder) reads where the proof's buttons would be. */
export function approversNote(company: string, approvers: readonly string[]): string {
  const names = approvers.length > 0 ? ` (${approvers.join(', ')})` : '';
  return `This quote belongs to ${company}: its owners and approvers${names} approve the proof and pay.`;
}
