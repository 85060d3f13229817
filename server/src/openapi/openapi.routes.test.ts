/**
 * GET /api/openapi.json (docs/api.md): valid OpenAPI 3.1, every route the app registers in it, request
 * bodies and query options from the routes' own zod schemas.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';
import { apiRoutes, openApiDocument, UndocumentedRouteError } from './openapi-document.js';

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
  const res = await t.request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  document = res.json;
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
    expect(operation('put', '/api/companies/central-control').requestBody).toBeDefined();
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
