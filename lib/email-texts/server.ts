import 'server-only';

/**
 * The e-mail texts the shop sends, editable in the console: defaults in content/email-texts.ts,
 * staff's edits in the database, checked so no required placeholder is lost.
 */
export {
  emailComposer,
  findEmailText,
  listEmailTexts,
  resetEmailText,
  saveEmailText,
  type ComposeEmail,
} from './store';
