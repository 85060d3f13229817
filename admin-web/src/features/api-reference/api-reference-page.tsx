import { useEffect } from 'react';
import { OPENAPI_DOCUMENT } from '@core/http/contract/server-status.js';
import { useOpenApi, type OpenApiOperation, type OpenApiSchema } from './api/get-openapi.js';
import * as styles from './api-reference.css.js';
import { useAdminTranslator } from '../../lib/i18n/admin-language.js';
import { richText } from '../../lib/i18n/fleet-format.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A schema in a few words: 'string', 'integer 0-120', 'one of: a, b', 'list of string'. */
function typeText(schema: OpenApiSchema | undefined): string {
  if (!schema) return '';
  if (schema.enum) return `one of: ${schema.enum.map(String).join(', ')}`;
  if (schema.anyOf) return schema.anyOf.map(typeText).filter(Boolean).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  if (type === 'array') return `list of ${typeText(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

function Fields({
  rows,
}: {
  rows: Array<{ name: string; where: string; type: string; required: boolean; description?: string }>;
}) {
  const { t } = useAdminTranslator();
  if (rows.length === 0) return null;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th className={styles.cell}>{t('fleet.api.name')}</th>
          <th className={styles.cell}>{t('fleet.api.in')}</th>
          <th className={styles.cell}>{t('fleet.api.type')}</th>
          <th className={styles.cell}>{t('fleet.api.about')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.where}:${row.name}`}>
            <td className={`${styles.cell} ${styles.code}`}>
              {row.name}
              {row.required ? ' *' : ''}
            </td>
            <td className={styles.cell}>{row.where}</td>
            <td className={styles.cell}>{row.type}</td>
            <td className={styles.cell}>{row.description ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Operation({
  method,
  path,
  operation,
}: {
  method: (typeof METHODS)[number];
  path: string;
  operation: OpenApiOperation;
}) {
  const { t } = useAdminTranslator();
  const body = operation.requestBody?.content;
  const json = body?.['application/json']?.schema;
  const rows = [
    ...operation.parameters.map((param) => ({
      name: param.name,
      where: param.in,
      type: typeText(param.schema),
      required: param.required,
      description: param.description,
    })),
    ...Object.entries(json?.properties ?? {}).map(([name, schema]) => ({
      name,
      where: 'body',
      type: typeText(schema),
      required: json?.required?.includes(name) ?? false,
      description: schema.description,
    })),
  ];
  const otherBody = body && !json ? Object.keys(body)[0] : undefined;
  const produces = Object.keys(operation.responses['200']?.content ?? {})[0];
  return (
    <article className={styles.operation} id={operation.operationId} data-testid="api-operation">
      <p className={styles.line}>
        <span className={styles.method[method]}>{method.toUpperCase()}</span>
        <span className={styles.path}>{path}</span>
      </p>
      <p className={styles.summary}>{operation.summary}</p>
      <p className={styles.access}>{operation.description}</p>
      {otherBody && <p className={styles.access}>{t('fleet.api.body', { type: otherBody })}</p>}
      {produces && produces !== 'application/json' && (
        <p className={styles.access}>{t('fleet.api.answers', { type: produces })}</p>
      )}
      <Fields rows={rows} />
    </article>
  );
}

/** /docs/api: the API document (GET /api/openapi.json, docs/api.md) as a page people can read. */
export function ApiReferencePage() {
  const { t } = useAdminTranslator();
  const query = useOpenApi();
  const documentTitle = t('fleet.api.documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  const doc = query.data;
  const byTag = new Map<
    string,
    Array<{ method: (typeof METHODS)[number]; path: string; operation: OpenApiOperation }>
  >();
  for (const [path, methods] of Object.entries(doc?.paths ?? {})) {
    for (const method of METHODS) {
      const operation = methods[method];
      if (!operation) continue;
      const tag = operation.tags[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const tags = [...byTag.keys()].sort();

  return (
    <div className={styles.page} data-testid="api-reference">
      <h1 className={styles.heading}>{t('fleet.api.title')}</h1>
      <p className={styles.intro}>
        {richText(t, 'fleet.api.intro', { link: <a href={OPENAPI_DOCUMENT.path}>{OPENAPI_DOCUMENT.path}</a> })}
      </p>
      {query.isPending && <p>{t('fleet.api.loading')}</p>}
      {query.isError && <p role="alert">{t('fleet.api.failed')}</p>}
      {doc && (
        <>
          <ul className={styles.toc}>
            {tags.map((tag) => (
              <li key={tag}>
                <a href={`#tag-${tag.replace(/\s+/g, '-')}`}>{tag}</a>
              </li>
            ))}
          </ul>
          {tags.map((tag) => (
            <section key={tag} aria-labelledby={`tag-${tag.replace(/\s+/g, '-')}`}>
              <h2 className={styles.group} id={`tag-${tag.replace(/\s+/g, '-')}`}>
                {tag}
              </h2>
              {byTag.get(tag)!.map((entry) => (
                <Operation key={`${entry.method} ${entry.path}`} {...entry} />
              ))}
            </section>
          ))}
        </>
      )}
    </div>
  );
}
