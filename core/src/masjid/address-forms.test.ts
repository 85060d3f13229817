import { describe, expect, it } from 'vitest';
import { masjidInputSchema } from './masjid.schema.js';
import { suggestDashboardUrl } from './dashboard-url.js';
import { addressLine } from './address-line.js';

/** docs/volunteer.md "Address" and "Dashboard URL": addresses and URLs as people in each country write them. */
const masjid = (address: Record<string, unknown>, url = 'masjid') => ({
  name: 'Masjid',
  url,
  address: { street: '1 Main St', city: 'Istanbul', state: '', zip: '34122', country: 'TR', ...address },
});

function problems(input: unknown): Record<string, string[]> {
  const result = masjidInputSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('street lines', () => {
  it('takes the punctuation addresses use and 120 characters', () => {
    for (const street of [
      'At Meydanı Cd No:7',
      'Jl. Jend. Sudirman Kav. 52-53; Lt. 3',
      'Av. Corrientes 1234, 2° piso',
      'ул. Ленина № 5',
      'Rua 1ª Travessa, 3º andar',
    ])
      expect(problems(masjid({ street })), street).toEqual({});
    // A real 56-character Indonesian address, and the new limit.
    const jakarta = 'Jl. KH. Hasyim Ashari No. 12, RT 04/RW 02, Cideng Gambir';
    expect(jakarta.length).toBeGreaterThan(50);
    expect(problems(masjid({ street: jakarta }))).toEqual({});
    expect(problems(masjid({ street: 'x'.repeat(120) }))).toEqual({});
    expect(problems(masjid({ street: 'x'.repeat(121) }))['address.street']).toEqual(['Must be at most 120 characters']);
  });

  it('names the character it refuses', () => {
    expect(problems(masjid({ street: '12 Main St!' }))['address.street']).toEqual([
      "“!” cannot be used in an address: use letters, digits, spaces and . , ' - & ( ) / # : ; ° № ª º",
    ]);
    expect(problems(masjid({ city: 'Lyon <3' }))['address.city']![0]).toMatch(/^“<” cannot be used/);
    expect(problems(masjid({ street: '12\u0007Main' }))['address.street']![0]).toMatch(/^“U\+0007” cannot be used/);
  });
});

describe('coordinates and postal codes', () => {
  it('reads a latitude and longitude written with a decimal comma', () => {
    const parsed = masjidInputSchema.parse(masjid({ latitude: '45,7485', longitude: '4,8467', country: 'FR' }));
    expect(parsed.address.latitude).toBe(45.7485);
    expect(parsed.address.longitude).toBe(4.8467);
    expect(problems(masjid({ latitude: '91,5' }))['address.latitude']).toBeDefined();
  });

  it('names an empty postal code by the label the form shows for the country, with the other problems', () => {
    expect(problems(masjid({ zip: '', street: '' }))).toEqual({
      'address.street': ['Street is required'],
      'address.zip': ['Postal code is required'],
    });
    expect(problems(masjid({ zip: '', country: 'US', state: 'IL' }))['address.zip']).toEqual(['Zip is required']);
  });
});

describe('dashboard URLs', () => {
  it('takes hyphens between letters and digits', () => {
    expect(problems(masjid({}, 'greenlane-bham'))).toEqual({});
    for (const url of ['-greenlane', 'greenlane-', 'green--lane', 'green lane'])
      expect(problems(masjid({}, url)).url, url).toEqual([
        'Use letters, digits and single hyphens between them (such as greenlane-bham)',
      ]);
  });

  it('suggests one from the name', () => {
    expect(suggestDashboardUrl('Green Lane Masjid & Community Centre')).toBe('green-lane-masjid-community-centre');
    expect(suggestDashboardUrl('Mosquée de Lyon')).toBe('mosquee-de-lyon');
    expect(suggestDashboardUrl('Şişli Camii')).toBe('sisli-camii');
    expect(suggestDashboardUrl('İstiklal Camii')).toBe('istiklal-camii');
    expect(suggestDashboardUrl('مسجد النور')).toBe('');
    expect(
      suggestDashboardUrl('Birmingham Central Mosque and Islamic Community Education Centre').length,
    ).toBeLessThanOrEqual(50);
  });
});

describe('countries without postal codes (docs/volunteer.md "Address")', () => {
  it('asks for none in the UAE, Qatar and Hong Kong, and keeps none that was invented', () => {
    for (const country of ['AE', 'QA', 'HK', 'GH']) {
      const state = country === 'AE' ? 'Dubai' : '';
      expect(problems(masjid({ country, state, zip: '' })), country).toEqual({});
      expect(masjidInputSchema.parse(masjid({ country, state, zip: '00000' })).address.zip, country).toBe('');
    }
    // Where addresses have one, it is still asked.
    expect(problems(masjid({ country: 'GB', zip: '' }))['address.zip']).toEqual(['Postal code is required']);
    expect(problems(masjid({ country: 'US', state: 'NY', zip: '' }))['address.zip']).toEqual(['Zip is required']);
  });

  it('never shows a postal code saved for a country without them', () => {
    const dubai = { street: 'Al Wasl Rd', city: 'Dubai', state: 'Dubai', zip: '00000', country: 'AE' };
    expect(addressLine(dubai)).toBe('Al Wasl Rd, Dubai, Dubai');
    expect(addressLine({ ...dubai, country: 'FR', zip: '69001', state: '' })).toBe('Al Wasl Rd, Dubai, 69001');
  });
});
