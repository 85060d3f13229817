/**
 * The account side of a volunteer's first days (docs/volunteer.md): inviting a user by email, the
 * first-run checklist, the emails around activation, and the super admin's masjid switcher. Mail is
 * read from the .eml files the server writes, as written.
 */
import { simpleParser } from 'mailparser';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newYorkTimetable } from '@core/prayer/new-york.fixture.js';
import {
  apiCall,
  expectAlert,
  registerMasjidViaApi,
  screenshotBoth,
  signIn,
  superToken,
  type RegisteredMasjid,
} from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import { readOutbox } from '../support/outbox.js';
import { SUPER_EMAIL, SUPER_PASSWORD, type RunningServer } from '../support/server.js';
import { sharedServer } from '../support/shared-server.js';

let server: RunningServer;
let browser: Browser;
let masjid: RegisteredMasjid;

beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
  masjid = await registerMasjidViaApi(server, { name: 'Masjid Al-Falah', url: 'falah', email: 'imam@falah.org' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.laptop): Promise<Page> {
  return (await browser.newContext({ viewport })).newPage();
}

describe('inviting a user by email', () => {
  it('the admin invites; the invitee opens the emailed link, chooses a password and signs in; the link then says it was used', async () => {
    const admin = await newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.goto(`${server.url}/auth/company/user/create`);
    await admin.getByRole('heading', { name: 'Register User' }).waitFor();
    expect(await admin.getByLabel('Invitation link: they choose it themselves').isChecked()).toBe(true);
    expect(await admin.getByLabel('Password', { exact: true }).count()).toBe(0);
    await admin.getByLabel('First name').fill('Bilal');
    await admin.getByLabel('Last name').fill('Ahmed');
    await admin.getByLabel('Email').fill('bilal@falah.org');
    await screenshotBoth(admin, 'accounts-invite-form');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByRole('heading', { name: 'User Profile' }).waitFor();
    await expectAlert(admin, 'Invitation sent to bilal@falah.org.');
    await admin.getByText('Sent; waiting for them to choose a password').waitFor();
    await screenshotBoth(admin, 'accounts-invited-user');

    const mail = readOutbox(server.dataDir).find((each) => each.to === 'bilal@falah.org')!;
    expect(mail.subject).toBe('Amina Yusuf invited you to Masjid Al-Falah on Minaret');
    // The link is whole in the file as written: no quoted-printable soft line breaks.
    expect(mail.raw).not.toMatch(/=\r?\n/);
    const link = mail.raw.match(/https?:\/\/\S+\/auth\/invitation\?token=[A-Za-z0-9._%-]+/)![0];
    expect(mail.raw.split(/\r?\n/)).toContain(link);

    const invitee = await newPage(VIEWPORTS.phone);
    await invitee.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await invitee.getByRole('heading', { name: 'Accept the invitation' }).waitFor();
    await invitee.getByText('You are invited to help run').waitFor();
    expect(await invitee.locator('main').textContent()).toContain('Masjid Al-Falah');
    await screenshotBoth(invitee, 'accounts-invitation-page');
    await invitee.getByLabel('Your password').fill('bilal-chosen-1');
    await invitee.getByRole('button', { name: 'Set my password' }).click();
    await invitee.getByText('Your password is set. Sign in with your email address and this password.').waitFor();
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await invitee.getByRole('button', { name: 'Submit' }).waitFor();
    await invitee.getByLabel('Email').fill('bilal@falah.org');
    await invitee.getByLabel('Password').fill('bilal-chosen-1');
    await invitee.getByRole('button', { name: 'Submit' }).click();
    await invitee.waitForURL('**/auth/admin**');

    const again = await newPage(VIEWPORTS.phone);
    await again.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await again.getByText('This invitation was already used.', { exact: false }).waitFor();
    await screenshotBoth(again, 'accounts-invitation-used');
    await Promise.all([admin, invitee, again].map((page) => page.context().close()));
  });

  it('writes the invitation in the language the admin chose for the invitee (docs/languages.md "Emails")', async () => {
    const admin = await newPage();
    await signIn(admin, server, masjid.email, masjid.password);
    await admin.goto(`${server.url}/auth/company/user/create`);
    await admin.getByRole('heading', { name: 'Register User' }).waitFor();
    const language = admin.getByLabel('Language');
    expect(await language.inputValue()).toBe('');
    expect(await language.locator('option:checked').textContent()).toBe('The masjid’s language');
    await admin.getByLabel('First name').fill('Fatima');
    await admin.getByLabel('Last name').fill('Benali');
    await admin.getByLabel('Email').fill('fatima@falah.org');
    await language.selectOption('fr');
    await screenshotBoth(admin, 'accounts-invite-form-language');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByRole('heading', { name: 'User Profile' }).waitFor();

    const mail = await simpleParser(readOutbox(server.dataDir).find((each) => each.to === 'fatima@falah.org')!.raw);
    expect(mail.subject).toBe('Amina Yusuf vous invite à rejoindre Masjid Al-Falah sur Minaret');
    expect(mail.headers.get('content-language')).toBe('fr');
    expect(mail.html).toContain('<div lang="fr" dir="ltr">');
    await admin.context().close();
  });
});

describe('the first-run checklist', () => {
  it('ticks the timetable and content from real data, live after a save, and can be hidden', async () => {
    const token = (
      await apiCall(server, 'POST', '/auth/login', { body: { email: masjid.email, password: masjid.password } })
    ).json.token as string;
    const created = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
      token,
      body: newYorkTimetable(masjid.companyId),
    });
    expect(created.status, created.text).toBe(200);

    const page = await newPage();
    await signIn(page, server, masjid.email, masjid.password);
    const checklist = page.getByRole('region', { name: 'Getting started' });
    await checklist.getByText('1 of 4 done').waitFor();
    await checklist.getByRole('listitem', { name: 'Generate the prayer timetable: done' }).waitFor();
    await checklist.getByRole('listitem', { name: "Add announcements, funds or Jumu'ah khateebs: to do" }).waitFor();
    await checklist.getByText('the super admins were emailed').waitFor();
    await screenshotBoth(page, 'accounts-first-run');
    // Asking again within a day sends nothing and says so.
    await checklist.getByRole('button', { name: 'Ask again' }).click();
    await expectAlert(page, 'The super admins were asked less than 24 hours ago; you can ask again after that.');

    await checklist.getByRole('button', { name: 'Configuration tab' }).click();
    const trigger = page.getByRole('button', { name: 'Announcements', exact: true });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    const announcements = page.getByRole('region', { name: 'Announcements' });
    await announcements.getByRole('button', { name: 'Add announcement' }).click();
    await announcements.getByRole('group', { name: 'Announcement 1' }).getByLabel('Title').fill('Welcome to Al-Falah');
    await announcements.getByRole('button', { name: 'Save' }).click();
    await expectAlert(page, 'Announcements saved');
    await checklist.getByRole('listitem', { name: "Add announcements, funds or Jumu'ah khateebs: done" }).waitFor();
    await checklist.getByText('2 of 4 done').waitFor();

    await checklist.getByRole('button', { name: 'Hide this list' }).click();
    await checklist.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('tab', { name: 'Salah' }).waitFor();
    expect(await page.getByRole('region', { name: 'Getting started' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('emails around activation, and the masjid switcher', () => {
  it("mails the super admins a link to All Masjids filtered on waiting, and the masjid's admins when it is activated", async () => {
    const notice = readOutbox(server.dataDir).find(
      (each) => each.to === SUPER_EMAIL && each.subject === 'New masjid waiting for activation: Masjid Al-Falah',
    )!;
    expect(notice.raw).not.toMatch(/=\r?\n/);
    const link = notice.parts[0]!.match(/https?:\/\/\S+\/auth\/company\/list\?filter=waiting/)![0];

    const page = await newPage();
    await signIn(page, server, SUPER_EMAIL, SUPER_PASSWORD);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await page.getByRole('heading', { name: 'All Masjids' }).waitFor();
    expect(await page.getByLabel(/^Waiting for activation/).isChecked()).toBe(true);
    await page.getByRole('cell', { name: 'Masjid Al-Falah', exact: true }).waitFor();
    await screenshotBoth(page, 'accounts-all-masjids-waiting');
    await page.getByLabel('Active: Masjid Al-Falah').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expectAlert(page, 'Masjid activated');
    await expect
      .poll(() =>
        readOutbox(server.dataDir).some(
          (each) => each.to === masjid.email && each.subject === 'Masjid Al-Falah is now active on Minaret',
        ),
      )
      .toBe(true);
    await page.context().close();
  });

  it('lets a super admin switch to any masjid from the top bar, searchable, and opens its Settings', async () => {
    await registerMasjidViaApi(server, { name: 'Masjid Noor of Leeds', url: 'noorleeds', email: 'imam@noorleeds.org' });
    const page = await newPage();
    await signIn(page, server, SUPER_EMAIL, SUPER_PASSWORD);
    await page.getByTestId('acting-for').waitFor();
    await page.getByRole('button', { name: 'Switch masjid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Switch masjid' });
    await dialog.getByLabel('Search masjids').fill('leeds');
    const results = dialog.getByRole('list', { name: 'Masjids' });
    await results.getByRole('button', { name: /Masjid Noor of Leeds/ }).waitFor();
    expect(await results.getByRole('button').count()).toBe(1);
    await screenshotBoth(page, 'accounts-masjid-switcher');
    await results.getByRole('button', { name: /Masjid Noor of Leeds/ }).click();
    await expectAlert(page, 'Now acting for Masjid Noor of Leeds');
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.getByText('Masjid Noor of Leeds', { exact: true }).first().waitFor();
    expect(await page.getByTestId('acting-for').textContent()).toBe('Masjid Noor of Leeds');
    await page.getByRole('tab', { name: 'Salah' }).click();
    await page.getByRole('button', { name: /Reset Prayer/i }).waitFor();
    await screenshotBoth(page, 'accounts-switched-settings');

    // The checklist takes the super admin to this masjid in All Masjids, found and filtered.
    await page
      .getByRole('region', { name: 'Getting started' })
      .getByRole('link', { name: 'activate it in All Masjids' })
      .click();
    await page.getByRole('heading', { name: 'All Masjids' }).waitFor();
    expect(await page.getByLabel('Search', { exact: true }).inputValue()).toBe('noorleeds');
    expect(await page.getByLabel(/^Waiting for activation/).isChecked()).toBe(true);
    await page.getByRole('cell', { name: 'Masjid Noor of Leeds', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'Masjid Al-Falah', exact: true }).count()).toBe(0);

    // The switch holds across a reload, and the token acts for that masjid on the server.
    await page.reload();
    await page.getByTestId('acting-for').waitFor();
    expect(await page.getByTestId('acting-for').textContent()).toBe('Masjid Noor of Leeds');
    const token = await superToken(server);
    expect((await apiCall(server, 'POST', '/api/auth/act-for', { token, body: { companyId: 'missing' } })).status).toBe(
      404,
    );
    await page.context().close();
  });
});

describe('the masjid currency', () => {
  it("shows amounts in the country's currency, and in the one chosen on the masjid's profile", async () => {
    const leeds = await registerMasjidViaApi(server, {
      name: 'Leeds Grand Mosque',
      url: 'leedsgrand',
      email: 'imam@leedsgrand.org',
      active: true,
      address: {
        street: '9 Woodsley Rd',
        city: 'Leeds',
        state: '',
        zip: 'LS3 1DT',
        country: 'GB',
        latitude: 53.806,
        longitude: -1.567,
      },
    });
    const token = (
      await apiCall(server, 'POST', '/auth/login', { body: { email: leeds.email, password: leeds.password } })
    ).json.token as string;
    const saved = await apiCall(server, 'PUT', '/api/companies/central-control', {
      token,
      body: {
        companyId: leeds.companyId,
        version: 0,
        funds: [{ name: 'Roof appeal', goal: 12500, current: 3250.5, pledge: 500, enabled: true }],
        expenses: [{ lineItem: 'Heating', amount: 420, enabled: true }],
        expenseSheets: [
          {
            name: 'Ramadan iftar',
            description: '',
            enabled: true,
            rows: [
              { label: 'Dates', value: '150' },
              { label: 'Volunteers', value: 'twelve' },
            ],
          },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const timetable = await apiCall(server, 'POST', '/api/prayer/config/create?generateIqamah=true', {
      token,
      body: newYorkTimetable(leeds.companyId),
    });
    expect(timetable.status, timetable.text).toBe(200);

    // The dashboard's slides (funds, expenses, sheets) are in pounds.
    const tv = await newPage(VIEWPORTS.tv);
    await tv.goto(`${server.url}/leedsgrand`);
    await tv.getByTestId('slides').waitFor({ state: 'attached' });
    await expect.poll(() => tv.getByTestId('slides').textContent()).toContain('Raised £3,250.50 of £12,500');
    expect(await tv.getByTestId('slides').textContent()).toContain('Total£420');
    await tv.context().close();

    const page = await newPage();
    await page.goto(`${server.url}/expense/leedsgrand`);
    const frame = page.getByTestId('expense-frame');
    await frame.getByText('£3,250.50').waitFor();
    expect(await frame.textContent()).toContain('of £12,500');
    expect(await frame.textContent()).toContain('Pledged £500');
    await frame.getByRole('cell', { name: '£420' }).first().waitFor();
    await frame.getByRole('cell', { name: '£150' }).waitFor();
    await frame.getByRole('cell', { name: 'twelve' }).waitFor();
    await screenshotBoth(page, 'accounts-currency-frame');
    // The light funds widget says the same.
    await page.goto(`${server.url}/static/expense-frame/?masjid=leedsgrand`);
    await page.getByText('£3,250.50').waitFor();
    await page.getByRole('cell', { name: '£150' }).waitFor();

    await signIn(page, server, leeds.email, leeds.password);
    await page.getByRole('tab', { name: 'Configuration' }).waitFor();
    const trigger = page.getByRole('button', { name: 'Funds', exact: true });
    if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
    await page.getByRole('region', { name: 'Funds' }).getByLabel('Goal (GBP)').waitFor();

    await page.goto(`${server.url}/auth/company/edit`);
    await page.getByRole('heading', { name: 'Edit Masjid Profile' }).waitFor();
    const currency = page.getByLabel('Currency');
    expect(await currency.inputValue()).toBe('');
    expect(await currency.locator('option:checked').textContent()).toMatch(/^Country default: .*\(GBP\)$/);
    await currency.selectOption('EUR');
    await screenshotBoth(page, 'accounts-currency-profile');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectAlert(page, 'Successfully updated masjid');
    // A new visitor (public reads are cached in the browser for a few seconds).
    const visitor = await newPage(VIEWPORTS.phone);
    await visitor.goto(`${server.url}/expense/leedsgrand`);
    await visitor.getByTestId('expense-frame').getByText('€3,250.50').waitFor();
    await Promise.all([page, visitor].map((each) => each.context().close()));
  });
});
