import { describe, expect, it } from 'vitest';
import '@core/masjid/masjid.schema.js';
import '@core/content/central-control.schema.js';
import '@core/occasions/occasions.schema.js';
import '@core/prayer/prayer.schema.js';
import '@core/screens/screen.schema.js';
import '@core/user/user.schema.js';
import { recordedCodes } from '@core/validation/coded-message.js';
import { fixtureDataUrl } from '@core/content/image-fixtures.js';
import { inspectImageDataUrl } from '@core/content/image-data-url.js';
import { required, tooLong } from '@core/validation/text-rules.js';
import { createApp } from '../app.js';
import { acceptedLanguage, localize, readerLanguage, render, text } from './server-text.js';

/** docs/languages.md "Server messages". */
describe('server messages', () => {
  it('keep every recorded English message equal to its English catalog entry, so English answers never change', () => {
    void createApp; // the routes' own messages are recorded when their modules load
    // The image checks record their size and type messages when they first write them.
    inspectImageDataUrl(fixtureDataUrl('jpeg', { declared: 'image/png' }));
    inspectImageDataUrl(fixtureDataUrl('png', { size: 2048 }), 1024);
    const codes = [...recordedCodes()];
    expect(codes.length).toBeGreaterThan(40);
    for (const [englishText, code] of codes) expect(render('en', code), englishText).toBe(englishText);
  });

  it('translate a schema message with its label, and leave unknown text as written', () => {
    expect(localize('fr', required('Email'))).toBe('E-mail : champ obligatoire');
    expect(localize('ar', tooLong(100))).toBe('يجب ألا يزيد على 100 حرفًا');
    expect(localize('en', required('Email'))).toBe('Email is required');
    // required() takes only the labels messages.ts translates; a sentence no schema recorded stays as written.
    expect(localize('fr', 'Some other label is required')).toBe('Some other label is required');
    expect(localize('fr', 'Anything else')).toBe('Anything else');
    const mismatch = inspectImageDataUrl(fixtureDataUrl('jpeg', { declared: 'image/png' }));
    expect(!mismatch.ok && localize('fr', mismatch.error)).toBe(
      'L’image est au format JPEG mais a été envoyée comme image/png',
    );
  });

  it("write waits with each language's plurals", () => {
    const wait = (count: number) =>
      text('server.error.tooManySignIns', { wait: text('server.wait.seconds', { count }) });
    expect(render('en', wait(1))).toBe('Too many failed sign-in attempts. Please wait 1 second before trying again.');
    expect(render('en', wait(5))).toBe('Too many failed sign-in attempts. Please wait 5 seconds before trying again.');
    expect(render('fr', wait(5))).toBe(
      'Trop de tentatives de connexion échouées. Veuillez patienter 5 secondes avant de réessayer.',
    );
  });

  it('pick the saved language, else the first of the eight Accept-Language names, else English', () => {
    expect(acceptedLanguage('de-DE, ar;q=0.8, fr;q=0.9')).toBe('fr');
    expect(acceptedLanguage('ar-EG,en;q=0.5')).toBe('ar');
    expect(acceptedLanguage('de, ja')).toBeNull();
    expect(acceptedLanguage('fr;q=0, *')).toBeNull();
    expect(readerLanguage('tr', 'ar')).toBe('tr');
    expect(readerLanguage(null, 'ur-PK')).toBe('ur');
    expect(readerLanguage(null, undefined)).toBe('en');
  });
});
