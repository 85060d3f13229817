/**
 * Every answer a route test receives is checked against the API document (docs/api.md "The document is
 * tested"): the route's documented status (or its `default`), its media type, and, for JSON, the schema
 * with ajv. The route tests and the permission matrix all ask through test-app.ts, so the document
 * cannot drift from what the server answers.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { ALL_ENDPOINTS } from '@core/http/contract/all-endpoints.js';
import { openApiDocument, type AppRoute } from '../openapi/openapi-document.js';

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}

/** One documented path as a pattern, with how specific it is (literal segments win over parameters). */
interface PathPattern {
  path: string;
  regex: RegExp;
  literals: number;
}

interface Loaded {
  document: Document;
  patterns: PathPattern[];
  ajv: Ajv2020;
  compiled: Map<string, ValidateFunction>;
}

/**
 * The document and its compiled schemas, shared by every test context of a test file with the same routes:
 * compiling a large answer (the dashboard's) takes a few hundred milliseconds, paid once per file.
 */
const loadedByRoutes = new Map<string, Loaded>();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function loadDocument(routes: readonly AppRoute[]): Loaded {
  const key = routes.map((route) => `${route.method} ${route.path}`).join('\n');
  const known = loadedByRoutes.get(key);
  if (known) return known;
  const document = openApiDocument(routes, { serverUrl: 'http://test', version: 'test' }) as unknown as Document;
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'minaret', components: document.components });
  const patterns = Object.keys(document.paths).map((path) => {
    const segments = path.split('/');
    return {
      path,
      literals: segments.filter((segment) => !segment.startsWith('{')).length,
      regex: new RegExp(
        `^${segments.map((segment) => (segment.startsWith('{') ? '[^/]+' : escape(segment))).join('/')}$`,
      ),
    };
  });
  const loaded = { document, patterns, ajv, compiled: new Map<string, ValidateFunction>() };
  loadedByRoutes.set(key, loaded);
  return loaded;
}

export function createAnswerValidator(routes: () => readonly AppRoute[]) {
  let loaded: Loaded | undefined;
  const state = () => (loaded ??= loadDocument(routes()));
  const load = () => state().document;

  /** The documented path a concrete one is served by: the most literal match. */
  function documentedPath(path: string, method: string): string | undefined {
    const doc = load();
    return state()
      .patterns.filter((pattern) => pattern.regex.test(path) && doc.paths[pattern.path]![method])
      .sort((a, b) => b.literals - a.literals)[0]?.path;
  }

  function validatorFor(key: string, schema: Json): ValidateFunction {
    const { ajv, compiled } = state();
    let found = compiled.get(key);
    if (!found) {
      // $refs in the document point at '#/components/...': resolved against the whole document.
      const rewritten = JSON.parse(
        JSON.stringify(schema).replaceAll('"#/components/', '"minaret#/components/'),
      ) as Json;
      found = ajv.compile(rewritten);
      compiled.set(key, found);
    }
    return found;
  }

  /**
   * Problems of one answer against the document, or [] when it matches. Only documented API routes are
   * checked: pages and static files are not in the document.
   */
  function check(answer: { method: string; path: string; status: number; contentType: string | null; body: string }) {
    const method = answer.method.toLowerCase();
    const path = answer.path.split('?')[0]!;
    const documented = documentedPath(path, method);
    if (!documented) return [];
    // No body to check: a revalidated copy, an answer to HEAD, or nothing sent on purpose.
    if (answer.status === 304 || answer.status === 204 || method === 'head') return [];
    const operation = load().paths[documented]![method]!;
    const response = operation.responses[String(answer.status)] ?? operation.responses.default;
    const where = `${answer.method} ${documented} ${answer.status}`;
    if (!response) return [`${where}: status not documented`];
    const mediaType = (answer.contentType ?? '').split(';')[0]!.trim();
    const content = response.content?.[mediaType];
    if (!content)
      return [
        `${where}: answers ${mediaType || 'no type'}, documented ${Object.keys(response.content ?? {}).join(', ')}`,
      ];
    let value: unknown = answer.body;
    if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
      try {
        value = JSON.parse(answer.body);
      } catch {
        return [`${where}: not JSON`];
      }
    }
    const validate = validatorFor(`${where} ${mediaType}`, content.schema);
    if (!validate(value))
      return (validate.errors ?? []).map((error) => `${where}: ${error.instancePath || '(answer)'} ${error.message}`);
    return answerSchemaProblems(answer.method, documented, answer.status, value).map(
      (problem) => `${where}: ${problem}`,
    );
  }

  /**
   * A successful answer is also parsed with its endpoint's own answer schema from core's contract (docs/api.md,
   * "Answers"), so a check zod makes that JSON Schema cannot say is not lost on the way to the document.
   */
  function answerSchemaProblems(method: string, documented: string, status: number, value: unknown): string[] {
    if (status !== 200) return [];
    const target = ALL_ENDPOINTS.get(`${method.toUpperCase()} ${documented.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`);
    const parsed = target?.answer?.safeParse(value);
    if (!parsed || parsed.success) return [];
    return parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'} ${issue.message} (answer schema)`);
  }

  return { check };
}

export type AnswerValidator = ReturnType<typeof createAnswerValidator>;
