import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useProvidedAdminTranslator } from '../lib/i18n/admin-translator-context.js';
import { earlyTexts } from '../lib/i18n/page-language.js';
import * as styles from './page.css.js';

interface PageProps {
  title: ReactNode;
  /** Text for the browser tab; defaults to the title when it is a string. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

export function Page({ title, documentTitle, subtitle, actions, children }: PageProps) {
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);
  useEffect(() => {
    document.title = tabTitle ? `${tabTitle} · Minaret` : 'Minaret';
  }, [tabTitle]);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** `narrow` keeps short forms (a password, a user) at a readable width on wide screens. */
export function Card({ children, className, narrow }: { children: ReactNode; className?: string; narrow?: boolean }) {
  return (
    <section className={[styles.card, narrow && styles.narrowCard, className].filter(Boolean).join(' ')}>
      {children}
    </section>
  );
}

export function Details({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className={styles.details}>
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt className={styles.term}>{item.label}</dt>
          <dd className={styles.definition}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PageMessage({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}

/**
 * A query's data handed to `children`, or the page's message while it loads and when it fails. "Loading..."
 * is an early text: this file is in the app's entry (the error page), which the admin catalogs stay out of.
 */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children(data: T): ReactNode }) {
  const language = useProvidedAdminTranslator()?.language;
  if (query.isPending) return <PageMessage>{earlyTexts(language).loading}</PageMessage>;
  if (query.isError) return <PageMessage>{query.error.message}</PageMessage>;
  return children(query.data);
}
