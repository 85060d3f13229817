import { describe, expect, it } from 'vitest';
import { feedLinks, feedQueryString } from './feed-links.js';

describe('feed links', () => {
  it('leaves the defaults out of the query', () => {
    expect(
      feedQueryString({ prayers: ['fajr', 'dhuhr', 'asr', 'maghrib', 'isha'], times: ['azan', 'iqama'], reminder: 0 }),
    ).toBe('');
    expect(feedQueryString({ prayers: ['fajr', 'sunrise'], times: ['iqama'], reminder: 15 })).toBe(
      '?prayers=fajr,sunrise&times=iqama&reminder=15',
    );
  });

  it('gives a webcal subscription and an https download of the same feed', () => {
    expect(feedLinks('https://minaret.example.org/', 'my masjid', '?reminder=5')).toEqual({
      subscribe: 'webcal://minaret.example.org/api/companies/url/my%20masjid/prayer-times.ics?reminder=5',
      download: 'https://minaret.example.org/api/companies/url/my%20masjid/prayer-times.ics?reminder=5',
    });
  });
});
