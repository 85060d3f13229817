import { describe, expect, it } from 'vitest';
import { pathSegmentsInside } from './url-path.js';

describe('pathSegmentsInside', () => {
  it('splits a plain path and folds . and inner ..', () => {
    expect(pathSegmentsInside('/assets/app.js')).toEqual(['assets', 'app.js']);
    expect(pathSegmentsInside('/a/./b/../c.css')).toEqual(['a', 'c.css']);
    expect(pathSegmentsInside('/')).toEqual([]);
  });

  it('decodes percent escapes before judging', () => {
    expect(pathSegmentsInside('/caf%C3%A9.png')).toEqual(['café.png']);
    expect(pathSegmentsInside('/%2e%2e/secret')).toEqual(['secret']);
  });

  it('keeps a climb above the top at the top', () => {
    expect(pathSegmentsInside('/../etc/passwd')).toEqual(['etc', 'passwd']);
    expect(pathSegmentsInside('/a/../../b')).toEqual(['b']);
  });

  it('refuses what is not a file name', () => {
    for (const bad of ['/%00x', '/a%5C..%5C..%5Cwin.ini', '/C:/Windows', '/%E0%A4%A']) {
      expect(pathSegmentsInside(bad), bad).toBeNull();
    }
  });
});
