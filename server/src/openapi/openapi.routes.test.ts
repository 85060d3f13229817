/**
 * GET /api/openapi.json (docs/api.md): valid OpenAPI 3.1, every route the app registers in it, request
 * bodies and query options from the routes' own zod schemas.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z, type ZodType } from 'zod';
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { apiRoutes, openApiDocument, UndocumentedRouteError } from './openapi-document.js';
import { OPENAPI_DOCUMENT } from '@core/http/contract/server-status.js';

let t: TestContext;
type Operation = {
  parameters: Array<{ name: string; in: string; required: boolean; schema: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  security: unknown[];
  'x-access': string;
};
let document: { openapi: string; paths: Record<string, Record<string, Operation>> };

beforeAll(async () => {
  t = await createTestContext();
  const res = await t.call(OPENAPI_DOCUMENT, {});
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  // The contract types the document loosely (any path, any operation); these tests read its operations.
  document = res.json as unknown as typeof document;
});
afterAll(() => t.close());

const operation = (method: string, path: string) => document.paths[path]![method]!;

describe('API document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every route the app registers, with its method', () => {
    const registered = [...apiRoutes(t.app.routes).keys()].map((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return `${method.toLowerCase()} ${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
    });
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(documented.sort()).toEqual(registered.sort());
    expect(registered).toContain('get /api/companies/url/{companyUrl}/prayer-times.ics');
    expect(registered.length).toBeGreaterThan(50);
  });

  it('refuses to write a document with a route nobody described', () => {
    const routes = [...t.app.routes, { method: 'GET', path: '/api/not-described', handler: () => undefined }];
    expect(() => openApiDocument(routes, { serverUrl: 'http://x', version: '1' })).toThrow(UndocumentedRouteError);
  });

  it('describes request bodies with the schemas the routes validate with', () => {
    const login = operation('post', '/auth/login').requestBody!.content['application/json']!.schema;
    expect(Object.keys(login.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    const dst = operation('post', '/api/prayer/config/{companyId}/dst').requestBody!.content['application/json']!
      .schema;
    expect(Object.keys(dst.properties ?? {})).toEqual(expect.arrayContaining(['enable', 'automaticCalculate']));
    // Every route that validates a JSON body shows one; reads show none.
    for (const [key] of apiRoutes(t.app.routes)) {
      const [method, path] = key.split(' ') as [string, string];
      const op = operation(method.toLowerCase(), path.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
      if (method === 'GET') expect(op.requestBody, key).toBeUndefined();
    }
    // The whole body the route parses, not the part it checks first (the masjid named, before permission).
    const bodyFields = (method: string, path: string) =>
      Object.keys(operation(method, path).requestBody!.content['application/json']!.schema.properties ?? {});
    expect(bodyFields('put', '/api/companies/central-control')).toEqual(
      expect.arrayContaining(['companyId', 'version', 'funds', 'jummahs', 'announcements', 'customConfigurations']),
    );
    expect(bodyFields('put', '/api/companies/{companyId}/occasions')).toEqual(
      expect.arrayContaining(['version', 'jumuahSessions', 'confirmEidDates']),
    );
    expect(bodyFields('put', '/api/companies/{companyId}/adhkar')).toEqual(
      expect.arrayContaining(['version', 'items']),
    );
    expect(bodyFields('put', '/api/hadith/collection')).toEqual(['format', 'fileName', 'content']);
    const invite = operation('post', '/api/auth/companies/{companyId}/invitations').requestBody!.content[
      'application/json'
    ]!.schema.properties!.language as { anyOf?: Array<{ enum?: string[] }> };
    expect(invite.anyOf?.flatMap((option) => option.enum ?? [])).toEqual(expect.arrayContaining(['en', 'ar', 'ur']));
  });

  it("shows each contract endpoint's declared body as its request body", () => {
    for (const [key, endpoint] of ALL_ENDPOINTS) {
      if (!endpoint.body) continue;
      const [method, pattern] = key.split(' ') as [string, string];
      const op = operation(method.toLowerCase(), pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}'));
      const { $schema: _dialect, ...declared } = z.toJSONSchema(endpoint.body as ZodType, {
        io: 'input',
        unrepresentable: 'any',
        target: 'draft-2020-12',
      });
      expect(op.requestBody?.content['application/json']?.schema, key).toEqual(declared);
    }
  });

  it("shows each contract endpoint's declared answer as its 200 answer, field by field", () => {
    let described = 0;
    for (const [key, endpoint] of ALL_ENDPOINTS) {
      const [method, pattern] = key.split(' ') as [string, string];
      const op = operation(method.toLowerCase(), pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}')) as unknown as {
        responses: Record<string, { content: Record<string, { schema: Record<string, unknown> }> }>;
      };
      const content = op.responses['200']!.content;
      if (!endpoint.answer) {
        // Only the screenshot and the recordings are left without one (core's answers.test.ts says why): bytes.
        expect(method === 'GET' ? Object.values(content).map((media) => media.schema) : [], key).not.toContainEqual({
          type: 'object',
        });
        continue;
      }
      const { $schema: _dialect, ...declared } = z.toJSONSchema(endpoint.answer, {
        io: 'output',
        unrepresentable: 'any',
        target: 'draft-2020-12',
      });
      for (const media of Object.values(content)) expect(media.schema, key).toEqual(declared);
      described += 1;
    }
    expect(described).toBeGreaterThanOrEqual(56);
    // What issue 42 found missing: a client of the document knows the dashboard's Jumu'ah sessions and funds.
    const dashboard = (
      operation('get', '/api/dashboard/{companyUrl}') as unknown as {
        responses: Record<string, { content: Record<string, { schema: any }> }>;
      }
    ).responses['200']!.content['application/json']!.schema;
    expect(Object.keys(dashboard.properties.occasions.properties)).toContain('jumuahSessions');
    expect(Object.keys(dashboard.properties.centralControl.properties)).toContain('funds');
    expect(dashboard.additionalProperties).toBe(false);
  });

  it('names every media type an upload or a file answer may have', () => {
    expect(Object.keys(operation('post', '/api/screens/screenshot').requestBody!.content)).toEqual([
      'image/jpeg',
      'image/png',
    ]);
    const shot = operation('get', '/api/companies/{companyId}/screens/{screenId}/screenshot') as unknown as {
      responses: Record<string, { content: Record<string, unknown> }>;
    };
    expect(Object.keys(shot.responses['200']!.content)).toEqual(['image/jpeg', 'image/png']);
  });

  it('lists path and query parameters, and who may call each route', () => {
    const feed = operation('get', '/api/companies/url/{companyUrl}/prayer-times.ics');
    expect(feed.parameters.map((param) => `${param.in}:${param.name}`)).toEqual([
      'path:companyUrl',
      'query:prayers',
      'query:times',
      'query:reminder',
    ]);
    expect(feed['x-access']).toBe('public-masjid');
    const users = operation('get', '/api/auth/companies/{companyId}/users');
    expect(users.security).toEqual([{ bearer: [] }]);
    expect(operation('post', '/api/screens/heartbeat').security).toEqual([{ screenToken: [] }]);
  });

  it("takes the query options of contract routes from core's contract, once each", () => {
    const dashboard = operation('get', '/api/dashboard/{companyUrl}');
    expect(dashboard.parameters.map((param) => `${param.in}:${param.name}`)).toEqual([
      'path:companyUrl',
      'query:days',
      'query:lite',
    ]);
    expect(dashboard.parameters[1]!.schema).toEqual({ type: 'integer', minimum: 1, maximum: 400 });
    expect(dashboard.parameters[2]!.schema).toEqual({ type: 'boolean' });
    const days = operation('get', '/api/prayer/companyId/{companyId}/days');
    expect(days.parameters.map((param) => `${param.in}:${param.name}`)).toEqual([
      'path:companyId',
      'query:from',
      'query:count',
    ]);
    const calendar = operation('get', '/api/calendar/companyUrl/{url}/type/{type}/year/{year}');
    expect(calendar.parameters.map((param) => `${param.in}:${param.name}`)).toEqual([
      'path:url',
      'path:type',
      'path:year',
      'query:month',
    ]);
    expect(operation('post', '/api/prayer/config/create').parameters.map((param) => param.name)).toEqual([
      'generateIqamah',
    ]);
  });
});
