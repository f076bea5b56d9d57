/** Business constants and limits of spec §9, one place for UI, server and tests. */
export const NOTIFICATION_DISMISS_MS = 7000;
export const HERO_CHECKMARK_COUNT = 5;
export const HERO_PAUSE_MS = 1000;

export const NAME_MAX_LENGTH = 64;
export const PHONE_MAX_LENGTH = 10;
export const CONFIRMATION_CODE_MAX_LENGTH = 10;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 16;
// The shipping address's rules (spec §5), for the storefront's U.S. address form.
export const ZIP_LENGTH = 5;
export const STATE_CODE_LENGTH = 2;
export const OTP_MAX_LENGTH = 10;
// Beyond the spec: bounds for the quote form's e-mail and (formatted) phone number.
export const EMAIL_MAX_LENGTH = 200;
export const CONTACT_PHONE_MAX_LENGTH = 30;
export const PHONE_PREFIX = '+1';
// Beyond the spec: a business buyer's company and purchase order number on a quote.
export const COMPANY_NAME_MAX_LENGTH = 100;
export const PO_NUMBER_MAX_LENGTH = 40;
// Promotion codes: 3 to 20 of A-Z, 0-9 and - (the console's rule; typed codes are upper-cased).
export const PROMOTION_CODE_MIN_LENGTH = 3;
export const PROMOTION_CODE_MAX_LENGTH = 20;

export const CUSTOM_QUANTITY_MIN = 50;
export const CUSTOM_QUANTITY_MAX = 100_000;
export const CUSTOM_QUANTITY_STEP = 5;
export const MAX_ARTWORK_BYTES = 50 * 1024 * 1024;
export const FALLBACK_UNIT_PRICE = 0.5;
export const DEFAULT_FINISH = 'matte';
export const QUOTE_STEP_SCROLL_DELAY_MS = 100;
export const PREDEFINED_SIZES = ['2x2', '3x2', '3x3', '4x2', '4x4', '5x3', '5x5'] as const;

export const FEATURED_PRODUCTS_PER_CATEGORY = 3;
export const FEATURED_STICKERS = 6;
export const FEATURED_RATING_THRESHOLD = 4.5;
export const NEW_BADGE_WINDOW_DAYS = 7;
export const DETAILS_REVERT_MS = 3000;
export const RATING_SCALE = 5;

export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 100;

/** The shop's time zone: the deal's last day and the footer year are judged in it. */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';

/**
 * Price requests per visitor address: the wizard asks again on every change of size, finish
 * or quantity, so a person rarely needs more than a few dozen a minute; this stops only a
 * script pricing in bulk (or hammering an upstream API through us).
 */
export const PRICE_RATE_LIMIT = { limit: 600, windowMs: 10 * 60 * 1000 } as const;

/**
 * The longest texts staff type into the console (the fields carry them as maxLength, the server
 * refuses longer): a quote's notes and proof messages, a price revision's reason, a certificate
 * review's note to the customer.
 */
export const ORDER_NOTE_MAX_LENGTH = 2000;
export const PRICE_REVISION_REASON_MAX_LENGTH = 500;
export const CERTIFICATE_NOTE_MAX_LENGTH = 1000;
/** A message on a quote's conversation, from staff or the customer. */
export const QUOTE_MESSAGE_MAX_LENGTH = 4000;

/**
 * A buyer's review (lib/reviews): the longest title, text and display name the form takes (the
 * fields carry them as maxLength, the server refuses longer), and the shortest text worth
 * showing another buyer.
 */
export const REVIEW_TITLE_MAX_LENGTH = 100;
export const REVIEW_TEXT_MIN_LENGTH = 10;
export const REVIEW_TEXT_MAX_LENGTH = 2000;
export const REVIEWER_NAME_MAX_LENGTH = 40;
/** How long the e-mailed link to review an order opens its form. */
export const REVIEW_INVITATION_LIFETIME_DAYS = 90;
/** Reviews a product page shows at once; the rest (up to REVIEWS_LISTED) behind "More reviews". */
export const REVIEWS_SHOWN = 3;
export const REVIEWS_LISTED = 30;
/** Review posts per visitor address: a buyer edits a few times; a script trying links is stopped. */
export const REVIEW_RATE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 } as const;
