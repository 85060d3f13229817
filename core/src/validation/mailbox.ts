/**
 * An address as mail programs copy it (docs/volunteer.md "Inviting a user"): "Fatima Khan
 * <fatima@example.org>", "\"Khan, Fatima\" <fatima@example.org>", "<fatima@example.org>" or
 * "mailto:fatima@example.org". The address is what is stored; the name may fill the name fields.
 */
export interface Mailbox {
  email: string;
  /** The display name, without quotes; '' when none was given. */
  name: string;
}

const ANGLE = /^\s*(?:"((?:[^"\\]|\\.)*)"|([^<>"]*?))\s*<\s*([^<>\s]+)\s*>\s*$/;
const MAILTO = /^\s*mailto:([^?\s]+)/i;

/** The address and name of a pasted mailbox, or null when the text is not one (a plain address stays as typed). */
export function parseMailbox(text: string): Mailbox | null {
  const angle = ANGLE.exec(text);
  if (angle) return { email: angle[3]!, name: (angle[1] ?? angle[2] ?? '').replace(/\\(.)/g, '$1').trim() };
  const mailto = MAILTO.exec(text);
  if (mailto) return { email: decodeURIComponent(mailto[1]!), name: '' };
  return null;
}

/** The address of a pasted mailbox, else the text as it was. */
export function mailboxAddress(text: string): string {
  return parseMailbox(text)?.email ?? text;
}

/** "Fatima Khan" as first and last name: the last word is the family name ("Khan, Fatima": before the comma). */
export function splitDisplayName(name: string): { firstName: string; lastName: string } {
  const comma = /^([^,]+),\s*(.+)$/.exec(name);
  if (comma) return { firstName: comma[2]!.trim(), lastName: comma[1]!.trim() };
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}
