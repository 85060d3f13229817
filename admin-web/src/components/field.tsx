import { useId, type ComponentProps, type ReactNode } from 'react';
import * as styles from './field.css.js';

interface FieldShellProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error wired together for screen readers. */
export function FieldShell({ label, error, hint, required, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <span className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {/* Outside the label so the accessible name stays the plain label; aria-required says it instead. */}
        {required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; className?: string };

export function TextField({ label, error, hint, className, required, ...input }: Common & ComponentProps<'input'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.control}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, className, required, ...input }: Common & ComponentProps<'textarea'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.textarea}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, className, required, children, ...select }: Common & ComponentProps<'select'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          className={styles.control}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

export function CheckboxField({ label, error, hint, className, ...input }: Common & Omit<ComponentProps<'input'>, 'type'>) {
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input id={id} type="checkbox" className={styles.checkbox} aria-invalid={Boolean(error) || undefined} {...input} />
        <label htmlFor={id}>{label}</label>
      </div>
      {hint && <span className={styles.hint}>{hint}</span>}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Messages the server returned that belong to no field on the form. */
export function FormErrors({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul className={styles.error} role="alert">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}
