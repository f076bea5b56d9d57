import 'server-only';

/**
 * The automatic proof (issue 32 §2): drawn from a quote's stored artwork on submission, in
 * the background (the `render-proofs` job, started at once by `drawProofsSoon`), kept with
 * the quote as pending, ready or failed with a reason (the artwork then quarantined for staff
 * to check by hand); sent by staff in one click; shown to the customer as a picture served
 * through `proofPicture`.
 */
export {
  artworkQuarantined,
  automaticProofOf,
  automaticProofMessages,
  drawProofsSoon,
  MAX_RENDER_ATTEMPTS,
  renderPendingProofs,
  rendersSettled,
} from './automatic';
export { proofPicture } from './picture';
export { sendAutomaticProof } from './send';
