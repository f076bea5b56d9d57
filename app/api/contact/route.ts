import {
  CONTACT_RATE_LIMIT,
  contactFormMessages,
  contactSchema,
  submitContactMessage,
} from '@/lib/contact/server';
import { apiRoute, json, readJson } from '@/lib/http/server';
import { limitPerAddress } from '@/lib/rate-limit/server';

export const POST = apiRoute(
  async (request) => {
    const input = await readJson(request, contactSchema, { multiline: ['message'] });
    await limitPerAddress(request, 'contact', CONTACT_RATE_LIMIT);
    await submitContactMessage(input);
    return json({ message: contactFormMessages.sent }, { status: 201 });
  },
  { stateChanging: true },
);
