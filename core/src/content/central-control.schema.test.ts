import { describe, expect, it } from 'vitest';
import { parseCentralControl } from './central-control.schema.js';
import { fixtureDataUrl } from './image-fixtures.js';

const base = { companyId: 'masjid-1', version: 0 };

function errorsOf(body: unknown) {
  const parsed = parseCentralControl(body);
  if (parsed.ok) throw new Error('expected a rejection');
  return parsed.fieldErrors;
}

function valueOf(body: unknown) {
  const parsed = parseCentralControl(body);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return parsed.value;
}

describe('central-control save rules', () => {
  it('accepts a full save, normalizing amounts, dates and row order', () => {
    const value = valueOf({
      ...base,
      funds: [
        {
          name: ' Roof ',
          goal: '25000',
          current: 1200.456,
          pledge: null,
          endDate: '2026-12-31T00:00:00.000Z',
          enabled: true,
        },
      ],
      expenses: [{ lineItem: 'Electricity', amount: '310.5' }],
      expenseSheets: [
        {
          name: 'Ramadan',
          description: 'Iftar\r\ncosts',
          rows: [
            { order: 2, label: 'Dates', value: '$120' },
            { order: 1, label: 'Water', value: '$40' },
          ],
        },
      ],
      jummahs: [{ khateeb: 'Imam Ali', date: '2026-05-15' }],
      reminders: [{ text: 'Smile', reference: '' }],
      customConfigurations: [{ name: 'clock_type', value: 2 }],
    });
    expect(value.funds).toEqual([
      { id: undefined, name: 'Roof', goal: 25000, current: 1200.46, pledge: 0, endDate: '2026-12-31', enabled: true },
    ]);
    expect(value.expenses).toEqual([{ id: undefined, lineItem: 'Electricity', amount: 310.5, enabled: true }]);
    expect(value.expenseSheets?.[0]).toMatchObject({
      description: 'Iftar\ncosts',
      enabled: true,
      rows: [
        { order: 1, label: 'Water', value: '$40' },
        { order: 2, label: 'Dates', value: '$120' },
      ],
    });
    // docs/product-rules.md ("Records"): a new Jummah entry is disabled unless said otherwise.
    expect(value.jummahs?.[0]?.enabled).toBe(false);
    expect(value.customConfigurations).toEqual([{ name: 'clock_type', value: '2' }]);
    expect(value.announcements).toBeUndefined();
  });

  it('names every invalid field by list and index', () => {
    const errors = errorsOf({
      ...base,
      funds: [
        { name: 'ok', goal: 1 },
        { name: '', goal: -5, current: 'lots', pledge: -1, endDate: '2026-02-30' },
      ],
      expenses: [{ lineItem: 'x'.repeat(51), amount: 'about 1200' }],
      expenseSheets: [
        { name: 'S', rows: [] },
        { name: 'T', rows: [{ label: 'a' }, { label: 'b' }, { label: '  ', value: 'v' }] },
      ],
      jummahs: [{ khateeb: 'A', date: 'next friday' }],
      announcements: [
        {
          title: 'Eid',
          startDate: '2026-04-02',
          endDate: '2026-04-01',
          image: fixtureDataUrl('gif', { declared: 'image/png' }),
        },
      ],
      reminders: [{ text: '' }],
      customConfigurations: [
        { name: 'clock_type', value: '3' },
        { name: 'no_such_thing', value: '1' },
      ],
    });
    expect(errors).toEqual({
      'funds[1].name': 'Name is required',
      'funds[1].goal': 'Must not be negative',
      'funds[1].current': 'Must be a number',
      'funds[1].pledge': 'Must not be negative',
      'funds[1].endDate': 'Enter a real date (YYYY-MM-DD)',
      'expenses[0].lineItem': 'Must be at most 50 characters',
      'expenses[0].amount': 'Must be a number',
      'expenseSheets[1].rows[2].label': 'Label is required',
      'jummahs[0].date': 'Enter a real date (YYYY-MM-DD)',
      'announcements[0].image': 'The file is not a PNG, JPEG or WebP picture',
      'reminders[0].text': 'Text is required',
      'customConfigurations[0].value': 'Must be one of 1, 2',
      'customConfigurations[1].name': 'Unknown configuration',
    });
  });

  it('requires a goal, the masjid and the version the edit was based on', () => {
    expect(errorsOf({ funds: [{ name: 'Roof' }] })).toEqual({
      companyId: 'Masjid is required',
      version: 'The version this content was based on is missing: reload before saving',
      'funds[0].goal': 'Goal is required',
    });
  });

  it('refuses an end date before the start date once the fields are valid', () => {
    expect(
      errorsOf({ ...base, announcements: [{ title: 'Eid', startDate: '2026-04-02', endDate: '2026-04-01' }] }),
    ).toEqual({
      'announcements[0].endDate': 'The end date must not be before the start date',
    });
  });

  it('bounds list sizes, text, years, and the images of all announcements together', () => {
    const errors = errorsOf({
      ...base,
      funds: Array.from({ length: 51 }, () => ({ name: 'f', goal: 1 })),
      expenseSheets: [{ name: 'S', description: 'd'.repeat(301) }],
      jummahs: [
        { khateeb: 'A', date: '1999-12-31' },
        { khateeb: 'Tab\tName', date: null },
      ],
      announcements: Array.from({ length: 12 }, (_, i) => ({
        title: `A${i}`,
        image: fixtureDataUrl('png', { size: 300 * 1024 }),
      })),
      customConfigurations: [
        { name: 'clock_type', value: '1' },
        { name: 'clock_type', value: '2' },
      ],
    });
    expect(errors).toEqual({
      funds: 'At most 50 funds',
      'expenseSheets[0].description': 'Must be at most 300 characters',
      'jummahs[0].date': 'Enter a date between 2000 and 2100',
      'jummahs[1].khateeb': 'Must be a single line of text',
      'announcements[10].image': 'All announcement images together must be at most 3 MB',
      'customConfigurations[1].name': 'This configuration is listed twice',
    });
  });

  it('ignores fields it does not know, such as the company of an earlier read', () => {
    const value = valueOf({ ...base, id: 'x', company: { name: 'ignored' }, funds: null });
    expect(value).toEqual({ companyId: 'masjid-1', version: 0 });
  });
});
