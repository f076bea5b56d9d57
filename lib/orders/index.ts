export {
  PROOF_CHECKED,
  PROOF_CHECK_LABEL,
  PROOF_COMMENT_MAX_LENGTH,
  type ProofDecisionState,
} from './proof-decision';
export {
  ORDER_STAGES,
  mayCustomerCancel,
  maySendProof,
  staffMoves,
  staffStageHint,
  stageLabels,
  type OrderStage,
} from './stages';
