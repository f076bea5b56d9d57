import { emailTextDefaults } from '@/content/email-texts';
import { emailTextProblems, fillPlaceholders, fillSubject } from './rules';

const stage = emailTextDefaults['order-stage'];

describe('e-mail text rules', () => {
  it('accepts every default as it is', () => {
    for (const definition of Object.values(emailTextDefaults)) {
      expect(emailTextProblems(definition, definition)).toEqual({});
    }
  });

  it('refuses a text that loses a required placeholder, naming it', () => {
    const body = stage.body.replace('{{link}}', 'our website');
    expect(emailTextProblems(stage, { subject: stage.subject, body })).toEqual({
      body: 'This e-mail must keep {{link}}.',
    });
    // A required placeholder may live in the subject instead.
    const moved = { subject: `${stage.subject} {{link}}`, body };
    expect(emailTextProblems(stage, moved)).toEqual({});
    // Optional ones may go.
    expect(
      emailTextProblems(stage, {
        subject: 'Your order {{number}}',
        body: stage.body.replace('Hi {{name}},', 'Hello,'),
      }),
    ).toEqual({});
  });

  it('refuses unknown, malformed and half-typed placeholders', () => {
    const withBody = (body: string) => emailTextProblems(stage, { subject: stage.subject, body });
    expect(withBody(`${stage.body} {{total}}`)).toEqual({
      body: 'This e-mail has no placeholder {{total}}.',
    });
    expect(withBody(`${stage.body} {{link}`)).toEqual({
      body: 'A placeholder must read {{name}}: a brace is missing or doubled.',
    });
    expect(withBody(`${stage.body} {{ two words }}`)).toEqual({
      body: '"{{two words}}" is not a placeholder name.',
    });
    expect(emailTextProblems(stage, { subject: 'Quote {{numbr}}', body: stage.body })).toEqual({
      subject: 'This e-mail has no placeholder {{numbr}}.',
    });
  });

  it('refuses a blank field, a subject on two lines and over-long texts', () => {
    expect(emailTextProblems(stage, { subject: '  ', body: '' })).toEqual({
      subject: 'Please enter a subject.',
      body: 'Please enter the text of the e-mail.',
    });
    expect(emailTextProblems(stage, { subject: 'A\nBcc: x@example.com', body: stage.body }).subject).toBe(
      'The subject must be one line.',
    );
    expect(
      emailTextProblems(stage, { subject: stage.subject, body: stage.body + 'x'.repeat(10_000) }).body,
    ).toMatch(/at most 10,000 characters/);
  });

  it('fills values verbatim, keeping HTML as characters, and keeps a subject to one line', () => {
    const values = { number: 'Q-1', name: '<script>alert(1)</script>' };
    expect(fillPlaceholders('Hi {{name}}, {{ number }} {{unknown}}', values)).toBe(
      'Hi <script>alert(1)</script>, Q-1 {{unknown}}',
    );
    expect(fillSubject('Quote {{number}} for {{name}}', { number: 'Q-1', name: 'Dana\r\nBcc: x' })).toBe(
      'Quote Q-1 for Dana Bcc: x',
    );
  });
});
