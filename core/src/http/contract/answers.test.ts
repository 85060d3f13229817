/**
 * Every read declares its answer's zod schema (docs/api.md, "Answers"): the API document shows it field by
 * field, the route tests and the permission matrix parse every real answer with it, and a client generated
 * from the document is typed by it. What is left without one is listed here with its reason.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ENDPOINTS } from './all-endpoints.js';

/** GET routes without an answer schema, and why. */
const WITHOUT_ANSWER_SCHEMA: Record<string, string> = {
  'GET /api/companies/:companyId/screens/:screenId/screenshot':
    'an image (JPEG or PNG bytes): its media types are in the document, and JSON Schema has nothing to say of its bytes',
  'GET /api/sound-files/:file': 'a recording (audio bytes): its media types are in the document, as for the screenshot',
  'GET /api/poster-files/:file': 'a poster (image bytes): its media types are in the document, as for the screenshot',
  'GET /api/video-files/:file':
    'a video (its bytes, whole or a range): its media types are in the document, as for the screenshot',
};

type Json = Record<string, unknown>;

/** Where an object with named fields would take other fields too (JSON pointer-like paths). */
function looseObjects(node: unknown, at = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const found: string[] = [];
  const object = node as Json;
  if (object.properties && object.additionalProperties !== false) found.push(at || '(answer)');
  for (const [name, child] of Object.entries(object)) found.push(...looseObjects(child, `${at}/${name}`));
  return found;
}

describe('answer schemas', () => {
  it('are declared by every GET endpoint but the ones listed with their reason', () => {
    const missing = [...ALL_ENDPOINTS]
      .filter(([key, target]) => target.method === 'GET' && !target.answer && !(key in WITHOUT_ANSWER_SCHEMA))
      .map(([key]) => key);
    expect(missing).toEqual([]);
    // The list only shrinks: an endpoint given a schema, or gone, leaves it.
    const stale = Object.keys(WITHOUT_ANSWER_SCHEMA).filter(
      (key) => !ALL_ENDPOINTS.get(key) || ALL_ENDPOINTS.get(key)!.answer,
    );
    expect(stale).toEqual([]);
  });

  it('describe JSON answers field by field, with objects that refuse fields they do not name', () => {
    for (const [key, target] of ALL_ENDPOINTS) {
      if (!target.answer) continue;
      const json = z.toJSONSchema(target.answer, { io: 'output', unrepresentable: 'any' }) as Json;
      expect(looseObjects(json), key).toEqual([]);
      const produces = target.doc.produces;
      if (produces === undefined || (typeof produces === 'string' && produces.endsWith('+json')))
        expect(json.type === 'object' || json.type === 'array' || 'anyOf' in json, key).toBe(true);
    }
  });

  it('refuse an answer whose shape changed', () => {
    const timetable = ALL_ENDPOINTS.get('GET /api/prayer/config/:companyId')!.answer!;
    expect(timetable.safeParse(null).success).toBe(true);
    expect(timetable.safeParse({ companyId: 'x' }).success).toBe(false);
  });
});
