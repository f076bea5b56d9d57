/**
 * The auth forms' schemas, each a loader: the account rules and zod are imported with a
 * form's first use, not with the page (they are most of an auth screen's JavaScript).
 */
const accountRules = () => import('@/lib/validation/account');

export const accountSchemas = {
  login: () => accountRules().then((rules) => rules.loginSchema),
  otp: () => accountRules().then((rules) => rules.otpSchema),
  signup: () => accountRules().then((rules) => rules.signupSchema),
  confirmSignup: () => accountRules().then((rules) => rules.confirmSignupSchema),
  resetPassword: () => accountRules().then((rules) => rules.resetPasswordSchema),
  confirmResetPassword: () => accountRules().then((rules) => rules.confirmResetPasswordSchema),
  profileName: () => accountRules().then((rules) => rules.profileNameSchema),
  profilePhone: () => accountRules().then((rules) => rules.profilePhoneSchema),
  profileEmail: () => accountRules().then((rules) => rules.profileEmailSchema),
  attributeCode: () => accountRules().then((rules) => rules.attributeCodeSchema),
  changePassword: () => accountRules().then((rules) => rules.changePasswordSchema),
};
