import {
  CONFIRMATION_CODE_MAX_LENGTH,
  CONTACT_PHONE_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  OTP_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  STATE_CODE_LENGTH,
  ZIP_LENGTH,
} from '@/lib/constants';
import { tooLongMessage } from './too-long';

/** Every user-facing message of spec §5 and §8, word for word. */
export const accountMessages = {
  usernameRequired: 'Username is required',
  usernameFormat: 'Username must be an email address',
  passwordRequired: 'Password is required',
  passwordFormat:
    'Password must be in the correct format. At least 1 uppercase, 1 lowercase, and at least 1 special char.',
  firstNameRequired: 'First Name is required',
  firstNameFormat: 'First Name must be in the correct format',
  lastNameRequired: 'Last Name is required',
  lastNameFormat: 'Last Name must be in the correct format',
  phoneRequired: 'Phone number is required',
  phoneFormat: 'Phone number must be in the correct format',
  confirmationCodeRequired: 'Confirmation code is required',
  confirmationCodeFormat: 'Confirmation must be the correct format',
  otpRequired: 'OTP is required',
  otpFormat: 'OTP must be in the correct format',
} as const;

export const contactMessages = {
  nameRequired: 'Name is required.',
  emailInvalid: 'Please enter a valid email address.',
  subjectRequired: 'Subject is required.',
  messageRequired: 'Message is required.',
} as const;

export const quoteMessages = {
  nameRequired: 'Name is required.',
  emailRequired: 'Email address is required.',
  phoneRequired: 'Phone number is required.',
  customQuantityRequired: 'Custom quantity is required.',
  customQuantityMin: 'Custom quantity must be greater than 50.',
  customQuantityMax: 'Custom quantity must be less than 100,000.',
  customQuantityStep: 'Custom quantity must be in increments of 5.',
  fileRequired: 'File upload is required.',
  fileTooLarge: (sizeMb: string) => `File size should not exceed 50 MB. Current size: ${sizeMb} MB.`,
  address1Required: 'Address Line 1 is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  postalCodeRequired: 'Postal Code is required.',
  countryRequired: 'Country is required.',
} as const;

/**
 * The U.S. address rules (spec §5: ZIP exactly 5 digits, state code exactly 2 uppercase
 * letters), keyed by the spec's error keys; the spec gives them no text, so each names its rule.
 */
export const addressMessages = {
  invalidAddressZip: `ZIP code must be exactly ${ZIP_LENGTH} digits.`,
  invalidStateAcronym: `State must be a ${STATE_CODE_LENGTH}-letter U.S. state code, such as CA.`,
  invalidCountry: 'We ship within the United States only. Country must be United States.',
} as const;

export const lengthMessages = {
  name: tooLongMessage('Name', NAME_MAX_LENGTH),
  firstName: tooLongMessage('First Name', NAME_MAX_LENGTH),
  lastName: tooLongMessage('Last Name', NAME_MAX_LENGTH),
  fullName: tooLongMessage('Full name (first and last)', NAME_MAX_LENGTH),
  username: tooLongMessage('Username', NAME_MAX_LENGTH),
  phone: tooLongMessage('Phone number', PHONE_MAX_LENGTH),
  confirmationCode: tooLongMessage('Confirmation code', CONFIRMATION_CODE_MAX_LENGTH),
  otp: tooLongMessage('OTP', OTP_MAX_LENGTH),
  contactPhone: tooLongMessage('Phone number', CONTACT_PHONE_MAX_LENGTH),
  email: tooLongMessage('Email address', EMAIL_MAX_LENGTH),
} as const;

export const errorMessages = {
  unexpected: 'Uh oh! There has been an unexpected error. Please try again later.',
  unknownServiceError: 'unknown error',
  priceNoConnection: 'Unable to connect to the server. Please check your internet connection.',
  priceBadRequest: 'There was an issue with your request. Please check your input.',
  priceServerError: 'The server encountered an error. Please try again later.',
  priceUnknown: 'An unknown error occurred. Please try again later.',
  quoteSubmissionFailed: 'Quote Submission Failed',
} as const;

export const successMessages = {
  codeSent: 'We have sent you a confirmation code. Please check your inbox',
  emailConfirmed: 'Your email address has been confirmed!',
  passwordReset: 'Your password has been reset!',
  quoteSubmitted: 'Quote Submitted Successfully',
} as const;

export const contentFallbacks = {
  productName: 'Product Name',
  productDescription: 'No description available',
  price: 0,
  image: '/images/products/default.svg',
} as const;
