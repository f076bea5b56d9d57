export {
  EMAIL_BODY_MAX_LENGTH,
  EMAIL_SUBJECT_MAX_LENGTH,
  emailTextProblems,
  fillPlaceholders,
  fillSubject,
} from './rules';
