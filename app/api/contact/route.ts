import { contactFormMessages, contactSchema, submitContactMessage } from '@/lib/contact';
import { apiRoute, clientAddress, json, readJson } from '@/lib/http';

export const POST = apiRoute(
  async (request) => {
    const input = await readJson(request, contactSchema);
    await submitContactMessage(input, clientAddress(request));
    return json({ message: contactFormMessages.sent }, { status: 201 });
  },
  { stateChanging: true },
);
