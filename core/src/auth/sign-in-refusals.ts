/**
 * The `code` of the sign-in refusal of an account whose email address is not confirmed yet: the sign-in
 * form recognises the refusal by it (not by its words, which are in the reader's language) and offers to
 * send the confirmation email again (docs/languages.md "Server messages").
 */
export const EMAIL_UNCONFIRMED = 'EMAIL_UNCONFIRMED';
