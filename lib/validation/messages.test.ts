import {
  accountMessages,
  addressMessages,
  contactMessages,
  contentFallbacks,
  errorMessages,
  lengthMessages,
  quoteMessages,
  successMessages,
} from '.';
import { notificationTitles } from './notification-titles';

/* The spec's texts are requirements word for word (§4, §5, §8): each is written out here once more. */
describe('messages of spec §5', () => {
  it('says what is wrong with each account field', () => {
    expect(accountMessages).toEqual({
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
    });
  });

  it('says what is wrong with the contact form', () => {
    expect(contactMessages).toEqual({
      nameRequired: 'Name is required.',
      emailInvalid: 'Please enter a valid email address.',
      subjectRequired: 'Subject is required.',
      messageRequired: 'Message is required.',
    });
  });

  it('says what is wrong with the quote form, naming the size of a file too large', () => {
    const { fileTooLarge, ...texts } = quoteMessages;
    expect(texts).toEqual({
      nameRequired: 'Name is required.',
      emailRequired: 'Email address is required.',
      phoneRequired: 'Phone number is required.',
      customQuantityRequired: 'Custom quantity is required.',
      customQuantityMin: 'Custom quantity must be greater than 50.',
      customQuantityMax: 'Custom quantity must be less than 100,000.',
      customQuantityStep: 'Custom quantity must be in increments of 5.',
      fileRequired: 'File upload is required.',
      address1Required: 'Address Line 1 is required.',
      cityRequired: 'City is required.',
      stateRequired: 'State is required.',
      postalCodeRequired: 'Postal Code is required.',
      countryRequired: 'Country is required.',
    });
    expect(fileTooLarge('51.20')).toBe('File size should not exceed 50 MB. Current size: 51.20 MB.');
  });
});

describe('messages the spec leaves to us', () => {
  it('names the rule a U.S. address breaks', () => {
    expect(addressMessages).toEqual({
      invalidAddressZip: 'ZIP code must be exactly 5 digits.',
      invalidStateAcronym: 'State must be a 2-letter U.S. state code, such as CA.',
      invalidCountry: 'We ship within the United States only. Country must be United States.',
    });
  });

  it('names the field and its limit when a value is too long', () => {
    expect(lengthMessages).toEqual({
      name: 'Name must be at most 64 characters.',
      firstName: 'First Name must be at most 64 characters.',
      lastName: 'Last Name must be at most 64 characters.',
      fullName: 'Full name (first and last) must be at most 64 characters.',
      username: 'Username must be at most 64 characters.',
      phone: 'Phone number must be at most 10 characters.',
      confirmationCode: 'Confirmation code must be at most 10 characters.',
      otp: 'OTP must be at most 10 characters.',
      contactPhone: 'Phone number must be at most 30 characters.',
      email: 'Email address must be at most 200 characters.',
    });
  });
});

describe('messages of spec §8', () => {
  it('words errors and successes as the spec does', () => {
    expect(errorMessages).toEqual({
      unexpected: 'Uh oh! There has been an unexpected error. Please try again later.',
      unknownServiceError: 'unknown error',
      priceNoConnection: 'Unable to connect to the server. Please check your internet connection.',
      priceBadRequest: 'There was an issue with your request. Please check your input.',
      priceServerError: 'The server encountered an error. Please try again later.',
      priceUnknown: 'An unknown error occurred. Please try again later.',
      quoteSubmissionFailed: 'Quote Submission Failed',
    });
    expect(successMessages).toEqual({
      codeSent: 'We have sent you a confirmation code. Please check your inbox',
      emailConfirmed: 'Your email address has been confirmed!',
      passwordReset: 'Your password has been reset!',
      quoteSubmitted: 'Quote Submitted Successfully',
    });
  });

  it('falls back to the content the spec names', () => {
    expect(contentFallbacks).toEqual({
      productName: 'Product Name',
      productDescription: 'No description available',
      price: 0,
      image: '/images/products/default.svg',
    });
  });

  it("titles the notification banner 'Success' or 'Uh-oh!' (§4)", () => {
    expect(notificationTitles).toEqual({ success: 'Success', failure: 'Uh-oh!' });
  });
});
