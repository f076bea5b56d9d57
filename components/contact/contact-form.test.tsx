/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotificationBanner, NotificationProvider } from '@/components/ui/notification';
import { contactFormMessages } from '@/lib/contact/schema';
import { contactMessages } from '@/lib/validation/messages';
import { ContactForm } from './contact-form';

// jsdom has no Response class: the form reads only ok and json().
function respond(status: number, body: unknown) {
  const fetchMock = jest
    .fn()
    .mockResolvedValue({ ok: status >= 200 && status < 300, status, json: async () => body });
  global.fetch = fetchMock;
  return fetchMock;
}

function setup() {
  const user = userEvent.setup();
  render(
    <NotificationProvider>
      <NotificationBanner />
      <ContactForm />
    </NotificationProvider>,
  );
  const fields = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
  };
  const submit = screen.getByRole('button', { name: 'Send Message' });
  async function fillValid() {
    await user.type(fields.name, 'Ana Flores');
    await user.type(fields.email, 'ana@example.com');
    await user.type(fields.subject, 'Rush order');
    await user.type(fields.message, 'Can you print 500 labels?');
  }
  return { user, fields, submit, fillValid };
}

describe('ContactForm', () => {
  it('shows each spec message only once its field has been touched, and keeps submit disabled while invalid', async () => {
    const { user, fields, submit } = setup();
    expect(submit).toBeDisabled();
    expect(screen.queryByText(contactMessages.nameRequired)).not.toBeInTheDocument();

    await user.click(fields.name);
    await user.click(fields.email);
    expect(await screen.findByText(contactMessages.nameRequired)).toBeInTheDocument();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription(contactMessages.nameRequired);
    expect(screen.queryByText(contactMessages.emailInvalid)).not.toBeInTheDocument();

    await user.type(fields.email, 'ana@');
    await user.click(fields.subject);
    await user.click(fields.message);
    await user.click(fields.name);
    expect(await screen.findByText(contactMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.subjectRequired)).toBeInTheDocument();
    expect(screen.getByText(contactMessages.messageRequired)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('sends the message, confirms it and clears the form', async () => {
    const fetchMock = respond(201, { message: contactFormMessages.sent });
    const { user, fields, submit, fillValid } = setup();
    await fillValid();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText(contactFormMessages.sent)).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(fields.name).toHaveValue('');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toMatchObject({
      name: 'Ana Flores',
      email: 'ana@example.com',
      subject: 'Rush order',
    });
  });

  it('keeps what was typed when the server refuses, says why and marks the field it names', async () => {
    respond(422, {
      message: 'Subject must be at most 150 characters.',
      code: 'ValidationError',
      statusCode: 422,
      validationErrors: [{ location: 'subject', clientMessage: 'Subject must be at most 150 characters.' }],
    });
    const { user, fields, submit, fillValid } = setup();
    await fillValid();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Uh-oh!'));
    expect(alert).toHaveTextContent('Subject must be at most 150 characters.');
    expect(fields.subject).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveValue('Ana Flores');
    expect(fields.message).toHaveValue('Can you print 500 labels?');
  });

  it('says so when the network fails', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fields, submit, fillValid } = setup();
    await fillValid();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByText(contactFormMessages.failed)).toBeInTheDocument();
    expect(fields.email).toHaveValue('ana@example.com');
  });
});
