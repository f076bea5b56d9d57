import { errorMessages } from '@/lib/validation/messages';
import { HttpError, priceErrorMessage } from './quote-api';

describe('price error messages (spec §8)', () => {
  it.each([
    [new HttpError(0), errorMessages.priceNoConnection],
    [new HttpError(400, 'Width is too large.'), 'Width is too large.'],
    [new HttpError(422), errorMessages.priceBadRequest],
    [new HttpError(499), errorMessages.priceBadRequest],
    [new HttpError(500), errorMessages.priceServerError],
    [new HttpError(503, 'ignored for 5xx'), errorMessages.priceServerError],
    [new HttpError(302), errorMessages.priceUnknown],
    [new Error('Parse failure'), 'Parse failure'],
    ['a string', errorMessages.unexpected],
  ])('maps %p to %p', (error, message) => {
    expect(priceErrorMessage(error)).toBe(message);
  });
});
