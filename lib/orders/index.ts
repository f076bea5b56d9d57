import 'server-only';

/**
 * The shop's order workflow: stage moves, proofs, notes, the staff list and the console's
 * reads. The pure rules live in ./stages (client-safe); everything here touches the database.
 */
export { quotePageLinkFor } from './access';
export { INBOX_PAGE_SIZE, inboxQuerySchema, listInbox, quoteDetail, type InboxQuery } from './inbox';
export { OrderError } from './errors';
export { addStaff, isStaffEmail, listStaff, removeStaff, STAFF_GROUP } from './staff';
export { addNote, changeStage, decideProof, sendProof, type OrderActor, type ProofUpload } from './workflow';
