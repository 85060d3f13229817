import { describe, expect, it } from 'vitest';
import { navItems } from '../../../app/layout/nav-items.js';
import { emailsOf } from './admin-emails.js';

describe("a council's admins as typed", () => {
  it('reads one per line, or separated by commas, semicolons or spaces, once each', () => {
    expect(emailsOf(' a@x.org,b@x.org;\n c@x.org  a@x.org\n\n')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
    expect(emailsOf('  \n ')).toEqual([]);
  });
});

describe('the Councils item of the navigation', () => {
  const roles = { signedIn: true, admin: true, superAdmin: false };
  const councils = (extra: Partial<typeof roles & { councilAdmin: boolean }>) =>
    navItems({ ...roles, ...extra }).filter((item) => item.to === '/auth/councils');

  it("is there for a council's admin and a super admin only", () => {
    expect(councils({})).toEqual([]);
    expect(councils({ councilAdmin: true })).toEqual([{ to: '/auth/councils', label: 'Councils' }]);
    expect(councils({ superAdmin: true })).toHaveLength(1);
    expect(councils({ signedIn: false, councilAdmin: true })).toEqual([]);
  });
});
