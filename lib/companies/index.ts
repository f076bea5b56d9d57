export {
  COMPANY_JOIN_PAGE,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_PAGE,
  COMPANY_ROLES,
  DECIDING_ROLES,
  approversNote,
  companyMessages,
  companyRoleDescriptions,
  companyRoleLabels,
} from './rules';
