import 'server-only';

/**
 * Company accounts (issue 33 §3): customers who share their quotes as a company, with roles.
 * Who may see and answer a company's quote is decided in lib/orders/access.ts, with the
 * membership read here; the words and limits are ./rules (client-safe).
 */
export {
  acceptInvitation,
  inviteMember,
  pendingInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations';
export type { InvitationPreview, PendingInvitation } from './invitations';
export {
  changeMemberRole,
  companyOverviewFor,
  createCompany,
  leaveCompany,
  leaveCompanyOnErasure,
  removeMember,
  type CompanyMember,
  type CompanyOverview,
} from './members';
export { companyDeciders, companyOwnerIds, membershipOf, roleIn } from './membership';
