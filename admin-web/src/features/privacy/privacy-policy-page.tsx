import { Card, Page } from '../../components/page.js';

const CONTACT = 'privacy@minaret.app';

/** docs/product-rules.md ("Pages") 'Privacy policy': static text, last updated February 12, 2021. */
export function PrivacyPolicyPage() {
  return (
    <Page title="Privacy Policy" subtitle="Last updated: February 12, 2021">
      <Card>
        <h2>What we collect</h2>
        <p>
          Minaret keeps what a masjid's administrators enter to run their pages: the masjid's name, address and website,
          its prayer times and announcements, and for each administrator a name, an email address and a password (stored
          only as a salted hash). Visitors of a masjid's public pages are not asked for anything.
        </p>
        <h2>How we use it</h2>
        <p>
          The data is used only to show the masjid's public pages and to let its administrators sign in. We send email
          only to confirm an administrator's address and for their account. We do not sell or share the data.
        </p>
        <h2>Children</h2>
        <p>Minaret is not meant for children under 13, and we do not knowingly collect information from them.</p>
        <h2>Cookies and storage</h2>
        <p>
          The admin pages keep your sign-in in your browser's local storage until you log out or it expires. Public
          pages store nothing about visitors.
        </p>
        <h2>Contact</h2>
        <p>
          Questions about this policy: email <a href={`mailto:${CONTACT}`}>{CONTACT}</a>.
        </p>
      </Card>
    </Page>
  );
}
