import { useCallback, useId, useState, type ComponentProps, type ReactNode, type Ref } from 'react';
import { useFieldMessages } from './field-message.js';
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
export function FieldShell({ label, error: message, hint, required, className, children }: FieldShellProps) {
  const messages = useFieldMessages();
  const error = message && messages.problem(message);
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

/**
 * Text past a field's limit is never cut off (a cut email became "...@gmail.c" and then "Invalid Email"):
 * the browser's maxLength is not used; a counter shows near the limit and a message says by how much the
 * text is too long, and the schema refuses it on submit (docs/volunteer.md "Text limits").
 */
function useLengthLimit<E extends HTMLInputElement | HTMLTextAreaElement>(
  max: number | undefined,
  ref: Ref<E> | undefined,
  onChange: ((event: React.ChangeEvent<E>) => void) | undefined,
) {
  const messages = useFieldMessages();
  const [length, setLength] = useState(0);
  // Measures the value a form library set through the ref as well as what is typed. The form library's
  // ref is passed on each time it changes: it re-attaches a field after a reset (a list section's Cancel).
  const measure = useCallback(
    (element: E | null) => {
      if (element) setLength(element.value.length);
      if (typeof ref === 'function') ref(element);
      else if (ref && typeof ref === 'object') (ref as { current: E | null }).current = element;
    },
    [ref],
  );
  const change = (event: React.ChangeEvent<E>) => {
    setLength(event.target.value.length);
    onChange?.(event);
  };
  const over = max !== undefined && length > max;
  const counter = max !== undefined && length >= Math.floor(max * 0.8) ? `${length} / ${max}` : undefined;
  const message = over ? messages.tooLong(length, max) : undefined;
  return { measure, change, counter, message };
}

function withCounter(hint: ReactNode, counter: string | undefined): ReactNode {
  if (!counter) return hint;
  return (
    <>
      {hint}
      {hint ? ' ' : null}
      <span data-counter="true">{counter}</span>
    </>
  );
}

export function TextField({
  label,
  error,
  hint,
  className,
  required,
  maxLength,
  ref,
  onChange,
  ...input
}: Common & ComponentProps<'input'>) {
  const limit = useLengthLimit<HTMLInputElement>(maxLength, ref, onChange);
  return (
    <FieldShell
      label={label}
      error={error ?? limit.message}
      hint={withCounter(hint, limit.counter)}
      required={required}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className={styles.control}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...input}
          ref={limit.measure}
          onChange={limit.change}
        />
      )}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  className,
  required,
  maxLength,
  ref,
  onChange,
  ...input
}: Common & ComponentProps<'textarea'>) {
  const limit = useLengthLimit<HTMLTextAreaElement>(maxLength, ref, onChange);
  return (
    <FieldShell
      label={label}
      error={error ?? limit.message}
      hint={withCounter(hint, limit.counter)}
      required={required}
      className={className}
    >
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          className={styles.textarea}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          {...input}
          ref={limit.measure}
          onChange={limit.change}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  required,
  children,
  ...select
}: Common & ComponentProps<'select'>) {
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

export function CheckboxField({
  label,
  error: message,
  hint,
  className,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'type'>) {
  const messages = useFieldMessages();
  const error = message && messages.problem(message);
  const id = useId();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={Boolean(error) || undefined}
          {...input}
        />
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
  const field = useFieldMessages();
  if (messages.length === 0) return null;
  return (
    <ul className={styles.error} role="alert">
      {messages.map((message) => (
        <li key={message}>{field.problem(message)}</li>
      ))}
    </ul>
  );
}
