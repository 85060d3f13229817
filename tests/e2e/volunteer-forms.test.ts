/**
 * The forms as volunteers in different countries fill them (docs/volunteer.md "Registration", "Address",
 * "Money", "All Masjids"): a registration survives a lost tab, in English and in French; the super admin's
 * waiting list holds only masjids with a confirmed first admin.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiCall, apiLogin, registerMasjidViaApi, screenshotBoth, signIn } from '../support/admin.js';
import { launchBrowser, VIEWPORTS } from '../support/browser.js';
import {
  startServer,
  SUPER_EMAIL,
  SUPER_PASSWORD,
  verificationLinkFromOutbox,
  type RunningServer,
} from '../support/server.js';

let server: RunningServer;
let browser: Browser;
let english: BrowserContext;
let french: BrowserContext;

beforeAll(async () => {
  // A server of its own: a test counts the super admin's list of every masjid waiting.
  server = await startServer();
  browser = await launchBrowser();
  english = await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-GB' });
  french = await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'fr-FR' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Labels {
  name: string;
  url: string;
  country: string;
  street: string;
  city: string;
  postalCode: string;
  next: string;
  userTitle: string;
}
const EN: Labels = {
  name: 'Name',
  url: 'Dashboard URL',
  country: 'Country',
  street: 'Street',
  city: 'City',
  postalCode: 'Postal code',
  next: 'Next',
  userTitle: 'Register User',
};
const FR: Labels = {
  name: 'Nom',
  url: 'Adresse du tableau d’affichage',
  country: 'Pays',
  street: 'Rue',
  city: 'Ville',
  postalCode: 'Code postal',
  next: 'Suivant',
  userTitle: 'Inscrire un utilisateur',
};

async function fillMasjid(
  page: Page,
  l: Labels,
  masjid: { name: string; url: string; country: string; street: string; city: string; zip: string },
) {
  await page.getByLabel(l.country, { exact: true }).selectOption(masjid.country);
  await page.getByLabel(l.name, { exact: true }).fill(masjid.name);
  await page.getByLabel(l.url, { exact: true }).fill(masjid.url);
  await page.getByLabel(l.street, { exact: true }).fill(masjid.street);
  await page.getByLabel(l.city, { exact: true }).fill(masjid.city);
  await page.getByLabel(l.postalCode, { exact: true }).fill(masjid.zip);
}

const GREEN_LANE = {
  name: 'Green Lane Masjid',
  url: 'greenlane',
  country: 'GB',
  street: '20 Green Lane',
  city: 'Birmingham',
  zip: 'B9 5DB',
};

it('continues a registration after its tab was closed (English)', async () => {
  const first = await english.newPage();
  await first.goto(`${server.url}/auth/company/create`);
  await fillMasjid(first, EN, GREEN_LANE);
  await first.getByRole('button', { name: 'Next' }).click();
  await first.getByRole('heading', { name: 'Register User' }).waitFor();
  await first.close();

  // A new tab of the same browser: the form is not blank and nothing says the URL is taken.
  const page = await english.newPage();
  await page.goto(`${server.url}/auth/company/create`);
  const notice = page.getByRole('region', { name: 'Your unfinished registration' });
  await notice.getByText('You started registering Green Lane Masjid', { exact: false }).waitFor();
  await notice.getByText(/minutes? ago/).waitFor();
  await screenshotBoth(page, 'forms-resume-en');
  await notice.getByRole('button', { name: 'Continue this registration' }).click();
  expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Green Lane Masjid');
  expect(await page.getByLabel('Dashboard URL', { exact: true }).inputValue()).toBe('greenlane');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Register User' }).waitFor();
  await page.getByLabel('First name').fill('Yusuf');
  await page.getByLabel('Last name').fill('Patel');
  await page.getByLabel('Email').fill('yusuf@greenlane.org.uk');
  await page.getByLabel('Password').fill('green-lane-pass-1');
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await page.getByRole('heading', { name: 'Registration complete.' }).waitFor();
  await page.close();
});

it('starts a French registration again after a lost tab, keeping its own URL (French)', async () => {
  const lyon = {
    name: 'Mosquée de Lyon',
    url: 'mosqueelyon',
    country: 'FR',
    street: '146 Boulevard Pinel',
    city: 'Lyon',
    zip: '69008',
  };
  const first = await french.newPage();
  await first.goto(`${server.url}/auth/company/create`);
  await fillMasjid(first, FR, lyon);
  await first.getByRole('button', { name: 'Suivant' }).click();
  await first.getByRole('heading', { name: 'Inscrire un utilisateur' }).waitFor();
  await first.close();

  const page = await french.newPage();
  await page.goto(`${server.url}/auth/company/create`);
  const notice = page.getByRole('region', { name: 'Votre inscription inachevée' });
  await notice.getByText('Vous avez commencé à inscrire Mosquée de Lyon', { exact: false }).waitFor();
  await screenshotBoth(page, 'forms-resume-fr');
  await notice.getByRole('button', { name: 'Recommencer' }).click();
  expect(await page.getByLabel('Nom', { exact: true }).inputValue()).toBe('');
  await fillMasjid(page, FR, { ...lyon, name: 'Grande Mosquée de Lyon' });
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('heading', { name: 'Inscrire un utilisateur' }).waitFor();
  await page.close();
});

it('shows the super admin only masjids with a confirmed first admin as waiting, and names that admin', async () => {
  const page = await english.newPage();
  await signIn(page, server, SUPER_EMAIL, SUPER_PASSWORD);
  await page.goto(`${server.url}/auth/company/list?filter=waiting`);
  // Neither registration has a confirmed first admin yet: both sit on the collapsed line, with their age.
  const unfinished = page.getByText('Registrations not finished (2): no confirmed first admin yet');
  await unfinished.waitFor();
  expect(await page.getByRole('cell', { name: 'Green Lane Masjid' }).count()).toBe(0);
  await unfinished.click();
  await page.getByText(/first admin yusuf@greenlane\.org\.uk has not confirmed their email/).waitFor();
  await page.getByText(/started .*ago, no first admin yet/).waitFor();
  expect(await page.getByRole('link', { name: 'Grande Mosquée de Lyon' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Mosquée de Lyon', exact: true }).count()).toBe(0);

  // The first admin confirms: the masjid waits for activation, with who registered it.
  const check = await english.newPage();
  await check.goto(
    verificationLinkFromOutbox(server.dataDir, 'yusuf@greenlane.org.uk').replace(/^https?:\/\/[^/]+/, server.url),
  );
  await check.getByText('Thank you, your email address is confirmed.', { exact: false }).waitFor();
  await check.close();
  await page.reload();
  await page.getByText('Waiting for activation (1)').waitFor();
  const row = page.getByRole('row', { name: /Green Lane Masjid/ });
  await row.getByText('Yusuf Patel').waitFor();
  await row.getByText('yusuf@greenlane.org.uk').waitFor();
  await page.getByText('Registrations not finished (1): no confirmed first admin yet').waitFor();
  await screenshotBoth(page, 'forms-waiting-list');
  await page.close();
});

it('takes a Turkish street, suggests a URL with hyphens and checks it as typed, naming what it refuses (English)', async () => {
  // A visitor's browser (the English one is signed in as the super admin by now).
  const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-GB' })).newPage();
  await page.goto(`${server.url}/auth/company/create`);
  await page.getByLabel('Country', { exact: true }).selectOption('TR');
  await page.getByLabel('Name', { exact: true }).fill('Şişli Merkez Camii');
  await page.getByRole('button', { name: 'Use sisli-merkez-camii' }).click();
  const url = page.getByLabel('Dashboard URL', { exact: true });
  expect(await url.inputValue()).toBe('sisli-merkez-camii');
  // Checked while typing, before Next.
  await url.fill('sisli merkez');
  await page.getByText('Use letters, digits and single hyphens between them (such as greenlane-bham)').waitFor();
  await url.fill('sisli-merkez');
  expect(await page.getByText('Use letters, digits and single hyphens').count()).toBe(0);
  await page.getByLabel('Street', { exact: true }).fill('Halaskargazi Cd. No:7!');
  await page.getByLabel('City', { exact: true }).fill('İstanbul');
  await page.getByLabel('Postal code', { exact: true }).fill('34371');
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByText("“!” cannot be used in an address: use letters, digits, spaces and . , ' - & ( ) / # : ; ° № ª º")
    .waitFor();
  await screenshotBoth(page, 'forms-masjid-en');
  await page.getByLabel('Street', { exact: true }).fill('Halaskargazi Cd. No:7, Kat 2°');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Register User' }).waitFor();
  await page.close();
});

it('reads a decimal-comma latitude and names the postal code by its own label (French)', async () => {
  const page = await french.newPage();
  await page.goto(`${server.url}/auth/company/create`);
  // This browser's unfinished Lyon registration is offered first; this is a new one.
  await page.getByRole('button', { name: 'Recommencer' }).click();
  await page.getByLabel('Pays', { exact: true }).selectOption('FR');
  await page.getByLabel('Nom', { exact: true }).fill('Mosquée Othmane');
  await page.getByRole('button', { name: 'Utiliser mosquee-othmane' }).click();
  await page.getByLabel('Rue', { exact: true }).fill('2 Rue Paul Bert');
  await page.getByLabel('Ville', { exact: true }).fill('Villeurbanne');
  await page.getByLabel('Latitude (facultatif)').fill('45,7485');
  await page.getByLabel('Longitude (facultatif)').fill('4,8467');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByText('Code postal : champ obligatoire').waitFor();
  expect(await page.getByText('Code ZIP').count()).toBe(0);
  expect(await page.getByText(/Latitude.*-90/).count()).toBe(0);
  await screenshotBoth(page, 'forms-masjid-fr');
  await page.getByLabel('Code postal', { exact: true }).fill('69100');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByRole('heading', { name: 'Inscrire un utilisateur' }).waitFor();
  await page.close();
});

it('takes an invitation pasted as "Fatima Khan <fatima@example.org>"', async () => {
  const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-GB' })).newPage();
  await signIn(page, server, 'yusuf@greenlane.org.uk', 'green-lane-pass-1');
  await page.goto(`${server.url}/auth/company/user/create`);
  const email = page.getByLabel('Email');
  await email.fill('Fatima Khan <fatima@example.org>');
  await expect.poll(() => email.inputValue()).toBe('fatima@example.org');
  expect(await page.getByLabel('First name').inputValue()).toBe('Fatima');
  expect(await page.getByLabel('Last name').inputValue()).toBe('Khan');
  await screenshotBoth(page, 'forms-invite-en');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('fatima@example.org').first().waitFor();
  expect(await page.getByText('Invalid Email').count()).toBe(0);
  await page.close();
});

it('reads money as a French admin writes it and shows the example that works (French, then English)', async () => {
  const lyon = await registerMasjidViaApi(server, {
    name: 'Mosquée Tawhid',
    url: 'tawhid',
    email: 'imam@tawhid.fr',
    address: { street: '4 Rue Notre-Dame', city: 'Lyon', state: '', zip: '69006', country: 'FR' },
  });
  const token = await apiLogin(server, lyon.email, lyon.password);
  expect((await apiCall(server, 'PUT', '/api/auth/me/language', { token, body: { language: 'fr' } })).status).toBe(200);
  const page = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-GB' })).newPage();
  await signIn(page, server, lyon.email, lyon.password);
  await page.getByRole('tab', { name: 'Configuration' }).click();
  const trigger = page.getByRole('button', { name: 'Collectes', exact: true });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  const funds = page.getByRole('region', { name: 'Collectes' });
  await funds.getByRole('button', { name: 'Ajouter une collecte' }).click();
  const fund = funds.getByRole('group', { name: 'Collecte 1' });
  await fund.getByText(/^Par exemple 12\s500,50\s€/).waitFor();
  await fund.getByLabel('Nom').fill('Toiture');
  await fund.getByLabel(/^Objectif/).fill('12 500,00 €');
  await fund.getByLabel(/^Collecté/).fill('1.234,56');
  await screenshotBoth(page, 'forms-money-fr');
  await funds.getByRole('button', { name: 'Enregistrer' }).click();
  await expect
    .poll(async () => (await apiCall(server, 'GET', '/api/companies/url/tawhid/central-control', { token })).json.funds)
    .toEqual([expect.objectContaining({ name: 'Toiture', goal: 12500, current: 1234.56 })]);
  expect(await fund.getByText('Doit être un nombre').count()).toBe(0);
  await page.close();

  // An English admin of a British masjid sees the example in pounds.
  const english = await (await browser.newContext({ viewport: VIEWPORTS.laptop, locale: 'en-GB' })).newPage();
  await signIn(english, server, 'yusuf@greenlane.org.uk', 'green-lane-pass-1');
  await english.getByRole('tab', { name: 'Configuration' }).click();
  const open = english.getByRole('button', { name: 'Funds', exact: true });
  if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
  const section = english.getByRole('region', { name: 'Funds' });
  await section.getByRole('button', { name: 'Add fund' }).click();
  await section.getByRole('group', { name: 'Fund 1' }).getByText('For example £12,500.50', { exact: false }).waitFor();
  await english.close();
});
