/** Why a proof could not be drawn, in words staff act on (kept with the quote). */
export class ProofRenderError extends Error {}
