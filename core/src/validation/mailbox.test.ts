import { describe, expect, it } from 'vitest';
import { userInviteSchema } from '../user/user.schema.js';
import { parseMailbox, splitDisplayName } from './mailbox.js';
import { emailField } from './text-fields.js';

/** docs/volunteer.md "Inviting a user": an address as a mail program copies it. */
describe('pasted mailboxes', () => {
  it('takes the address and the name', () => {
    expect(parseMailbox('Fatima Khan <fatima@example.org>')).toEqual({
      email: 'fatima@example.org',
      name: 'Fatima Khan',
    });
    expect(parseMailbox('"Khan, Fatima" <fatima@example.org>')).toEqual({
      email: 'fatima@example.org',
      name: 'Khan, Fatima',
    });
    expect(parseMailbox('<fatima@example.org>')).toEqual({ email: 'fatima@example.org', name: '' });
    expect(parseMailbox('mailto:fatima@example.org')).toEqual({ email: 'fatima@example.org', name: '' });
    expect(parseMailbox('fatima@example.org')).toBeNull();
    expect(splitDisplayName('Khan, Fatima')).toEqual({ firstName: 'Fatima', lastName: 'Khan' });
    expect(splitDisplayName('Siti Nur Aisyah')).toEqual({ firstName: 'Siti Nur', lastName: 'Aisyah' });
  });

  it('stores the address of a pasted mailbox, and an invitation takes the name for empty name fields', () => {
    expect(emailField.parse(' Fatima Khan <fatima@example.org> ')).toBe('fatima@example.org');
    expect(emailField.safeParse('Fatima Khan <fatima@example>').success).toBe(false);
    expect(userInviteSchema.parse({ firstName: '', lastName: '', email: 'Fatima Khan <fatima@example.org>' })).toEqual({
      firstName: 'Fatima',
      lastName: 'Khan',
      email: 'fatima@example.org',
    });
    // Names typed by the admin stay.
    expect(
      userInviteSchema.parse({ firstName: 'Fatimah', lastName: 'Khan-Ali', email: 'Fatima Khan <fatima@example.org>' }),
    ).toMatchObject({ firstName: 'Fatimah', lastName: 'Khan-Ali' });
  });
});
