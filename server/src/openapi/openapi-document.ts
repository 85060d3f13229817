/**
 * The OpenAPI 3.1 document of every route the app registers (docs/api.md). Request bodies and query
 * options come from the zod schemas the routes validate with (found on their middlewares, see
 * http/validate.ts), turned into JSON Schema by zod itself; ROUTE_DOCS adds the words and the access rule.
 */
import { z, type ZodType } from 'zod';
import { documentedSchema } from '../http/validate.js';
import { ROUTE_ANSWERS, ROUTE_BODIES, ROUTE_DOCS, type Access, type RouteDoc } from './route-docs.js';

export interface AppRoute {
  method: string;
  path: string;
  handler: unknown;
}

type JsonSchema = Record<string, unknown>;

/** The routes an API document describes: not the static files and page fallbacks. */
export function apiRoutes(routes: readonly AppRoute[]): Map<string, AppRoute[]> {
  const byKey = new Map<string, AppRoute[]>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path === '/*' || route.path.startsWith('/static/')) continue;
    const key = `${route.method} ${route.path}`;
    const list = byKey.get(key);
    if (list) list.push(route);
    else byKey.set(key, [route]);
  }
  return byKey;
}

/** JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) of what a caller sends, or of what the server answers. */
function jsonSchemaOf(schema: ZodType, io: 'input' | 'output' = 'input'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

const ACCESS_TEXT: Record<Access, string> = {
  anyone: 'Anyone, without signing in.',
  'public-masjid':
    'Anyone for a public masjid; for one that is not public (inactive or expired), only its own admins and super admins (others get 404).',
  'signed-in': 'Any signed-in user.',
  'own-account': "The signed-in user's own account only (not even a super admin).",
  'masjid-admin': "The masjid's own admins and super admins.",
  'masjid-member':
    "The masjid's own users, whatever their role, and super admins; to anyone else the masjid is not there (404).",
  'super-admin': 'Super admins only.',
  'council-admin': "The council's own admins and super admins.",
  screen: "A paired screen's token only (user tokens are refused).",
};

const ERROR_REF = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR_REF } },
});

/**
 * What a successful call answers: the answer's own schema where its endpoint publishes one (the v1 API),
 * else a JSON object or array, or text and files as a string.
 */
function answerSchema(doc: RouteDoc, mediaType: string, answer: ZodType | undefined): JsonSchema {
  if (answer) return jsonSchemaOf(answer, 'output');
  if (mediaType === 'application/json' || mediaType.endsWith('+json'))
    return { type: doc.answers === 'array' ? 'array' : 'object' };
  return { type: 'string' };
}

const header = (description: string, type: 'string' | 'integer' = 'string') => ({ description, schema: { type } });

/** What every answer of the keyless v1 API carries (docs/public-api.md). */
const PUBLIC_API_HEADERS = {
  ETag: header("The answer's tag: send it back as If-None-Match to get a 304 while the answer is unchanged."),
  'Cache-Control': header('public, max-age=N: how long a browser or a CDN may keep the answer (at most 60 s).'),
  'RateLimit-Limit': header('Reads this address may make per window (PUBLIC_API_READS_PER_MINUTE).', 'integer'),
  'RateLimit-Remaining': header('Reads left in the current window.', 'integer'),
  'RateLimit-Reset': header('Seconds until the window starts again.', 'integer'),
};

const mediaTypes = (declared: string | readonly string[]): readonly string[] =>
  typeof declared === 'string' ? [declared] : declared;

function responsesFor(doc: RouteDoc, answer: ZodType | undefined) {
  const content = Object.fromEntries(
    mediaTypes(doc.produces ?? 'application/json').map((type) => [type, { schema: answerSchema(doc, type, answer) }]),
  );
  const responses: Record<string, unknown> = {
    '200': {
      description: 'Done.',
      ...(doc.publicApi ? { headers: PUBLIC_API_HEADERS } : {}),
      content,
    },
    ...(doc.publicApi
      ? {
          '304': {
            description: 'Not modified: the If-None-Match tag is the current one (no body).',
            headers: { ETag: PUBLIC_API_HEADERS.ETag, 'Cache-Control': PUBLIC_API_HEADERS['Cache-Control'] },
          },
        }
      : {}),
    '400': errorResponse('The request is not valid; fieldErrors says where.'),
  };
  if (doc.access !== 'anyone' && doc.access !== 'public-masjid') {
    responses['401'] = errorResponse('Sign in first (or the token has expired).');
    responses['403'] = errorResponse('Signed in, but not allowed.');
  }
  responses['404'] = errorResponse('Not found (also a masjid the caller may not see).');
  responses.default = errorResponse(
    'Any other refusal: 401 (a failed sign-in), 409 (a conflict), 413 (too large), 415 (wrong type), 429 (too many; Retry-After says when to try again), 503 (busy or the database is unavailable; with Retry-After).',
  );
  return responses;
}

function securityFor(access: Access) {
  if (access === 'screen') return [{ screenToken: [] }];
  if (access === 'anyone') return [];
  // Public reads work without a token; with one, an admin also sees a masjid that is not public.
  if (access === 'public-masjid') return [{}, { bearer: [] }];
  return [{ bearer: [] }];
}

/** '/api/x/:id' to '/api/x/{id}', and the names of its path parameters. */
function openApiPath(pattern: string): { path: string; names: string[] } {
  const names: string[] = [];
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name);
    return `{${name}}`;
  });
  return { path, names };
}

function operationId(method: string, pattern: string): string {
  const words = pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

export class UndocumentedRouteError extends Error {}

/** The document for the given routes; a route without a ROUTE_DOCS entry is an error, not a silent gap. */
export function openApiDocument(routes: readonly AppRoute[], options: { serverUrl: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const [key, handlers] of apiRoutes(routes)) {
    const doc = ROUTE_DOCS[key];
    if (!doc) throw new UndocumentedRouteError(`No ROUTE_DOCS entry for ${key}`);
    const [method, pattern] = key.split(' ') as [string, string];
    const { path, names } = openApiPath(pattern);
    tags.add(doc.tag);
    const schemas = handlers.map((route) => documentedSchema(route.handler)).filter((found) => found !== undefined);
    const body = ROUTE_BODIES[key] ?? schemas.find((found) => found.in === 'body')?.schema;
    const query = schemas.find((found) => found.in === 'query');

    const parameters: unknown[] = names.map((name) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if (query) {
      const json = jsonSchemaOf(query.schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
      for (const [name, schema] of Object.entries(json.properties ?? {})) {
        const { description, ...rest } = schema;
        parameters.push({
          name,
          in: 'query',
          required: json.required?.includes(name) ?? false,
          description,
          schema: rest,
        });
      }
    }

    const operation: Record<string, unknown> = {
      operationId: operationId(method, pattern),
      tags: [doc.tag],
      summary: doc.summary,
      description: `Who may call it: ${ACCESS_TEXT[doc.access]}`,
      'x-access': doc.access,
      security: securityFor(doc.access),
      parameters,
      responses: responsesFor(doc, ROUTE_ANSWERS[key]),
    };
    if (body)
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchemaOf(body) } },
      };
    else if (doc.consumes)
      operation.requestBody = {
        required: true,
        content: Object.fromEntries(
          mediaTypes(doc.consumes).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]),
        ),
      };
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Minaret API',
      version: options.version,
      description:
        'Prayer times, public pages and signage for masjids. Written from the schemas the server validates with; see docs/api.md.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token POST /auth/login answers.',
        },
        screenToken: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token a paired screen receives from GET /api/screens/pairings/{pairingId}.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['successful', 'code', 'message', 'fieldErrors'],
          properties: {
            successful: { const: false },
            code: { type: 'string', examples: ['VALIDATION', 'NOT_FOUND'] },
            message: { type: 'string' },
            fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
  };
}
