import { NAME_MAX_LENGTH } from '@/lib/constants';
import { contactMessages } from '@/lib/validation/messages';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactFormMessages,
  contactSchema,
} from './schema';

const valid = {
  name: 'Ana Flores',
  email: 'ana@example.com',
  subject: 'Rush order',
  message: 'Can you print 500 labels by Friday?',
};

function problems(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('contactSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(contactSchema.parse({ ...valid, name: '  Ana Flores ' })).toEqual({ ...valid });
  });

  it.each([
    ['name', '', contactMessages.nameRequired],
    ['name', '   ', 'Name is required.'],
    ['email', '', 'Please enter a valid email address.'],
    ['email', 'ana@', contactMessages.emailInvalid],
    ['email', 'not an address', 'Please enter a valid email address.'],
    ['subject', '', 'Subject is required.'],
    ['message', ' \n ', 'Message is required.'],
  ])('rejects %s %j with the spec message', (field, value, message) => {
    expect(problems({ ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('names every missing field', () => {
    expect(problems({})).toEqual([
      ['name', expect.any(String)],
      ['email', expect.any(String)],
      ['subject', expect.any(String)],
      ['message', expect.any(String)],
    ]);
  });

  it('bounds the length of each field', () => {
    expect(problems({ ...valid, name: 'a'.repeat(NAME_MAX_LENGTH + 1) })).toEqual([
      ['name', contactFormMessages.nameTooLong],
    ]);
    expect(problems({ ...valid, subject: 'a'.repeat(CONTACT_SUBJECT_MAX_LENGTH + 1) })).toEqual([
      ['subject', contactFormMessages.subjectTooLong],
    ]);
    expect(problems({ ...valid, message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })).toEqual([
      ['message', contactFormMessages.messageTooLong],
    ]);
    expect(problems({ ...valid, name: 'a'.repeat(NAME_MAX_LENGTH) })).toEqual([]);
  });
});
