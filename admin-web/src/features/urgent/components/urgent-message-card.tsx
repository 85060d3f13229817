import { useState, type FormEvent } from 'react';
import { toFieldErrors, type FieldErrors } from '@core/validation/field-errors.js';
import {
  defaultEndsAt,
  endsAtProblem,
  URGENT_MAX_AHEAD_MS,
  URGENT_TEXT_MAX,
  urgentMessageSchema,
} from '@core/urgent/urgent-message.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { TextAreaField, TextField } from '../../../components/field.js';
import { Card, PageMessage } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { ApiError, errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { intlLocale } from '../../../lib/i18n/fleet-format.js';
import {
  useSendUrgentMessage,
  useUrgentMessage,
  useWithdrawUrgentMessage,
  type UrgentOwner,
} from '../api/urgent-message.js';
import * as styles from './urgent-message.css.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` input reads it: this device's local time, to the minute. */
function localInput(at: Date): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The urgent message of a masjid (`owner` its id), or the server notice to every masjid (`owner` null):
 * what is on the screens now with Withdraw, and the form that puts a new one there (docs/urgent-message.md).
 * The same schema and end-time rule as the server's.
 */
export function UrgentMessageCard({ owner, titled = true }: { owner: UrgentOwner; titled?: boolean }) {
  const { t, language } = useAdminTranslator();
  const current = useUrgentMessage(owner);
  const send = useSendUrgentMessage(owner);
  const withdraw = useWithdrawUrgentMessage(owner);
  const [text, setText] = useState('');
  const [endsAt, setEndsAt] = useState(() => localInput(defaultEndsAt(Date.now())));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const server = owner === null;
  const message = current.data?.urgentMessage ?? null;
  const when = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const at = new Date(endsAt);
    const body = { text, endsAt: Number.isNaN(at.getTime()) ? endsAt : at.toISOString() };
    const parsed = urgentMessageSchema.safeParse(body);
    const found: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error);
    const endProblem = parsed.success && parsed.data.endsAt ? endsAtProblem(parsed.data.endsAt, Date.now()) : null;
    if (endProblem) found.endsAt = endProblem;
    setErrors(found);
    if (!parsed.success || endProblem) return;
    try {
      const answer = await send.mutateAsync(parsed.data);
      setText('');
      showAlert('success', answer.message ?? t('admin.urgent.sent'));
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
      showAlert('error', errorMessage(error));
    }
  }

  async function takeDown() {
    setConfirming(false);
    try {
      const answer = await withdraw.mutateAsync();
      showAlert('success', answer.message ?? t('admin.urgent.withdrawn'));
    } catch (error) {
      showAlert('error', errorMessage(error));
    }
  }

  return (
    <Card className={styles.card}>
      <div data-testid={server ? 'server-notice' : 'urgent-message'}>
        {titled && <h2 className={styles.heading}>{t(server ? 'admin.urgent.serverTitle' : 'admin.urgent.title')}</h2>}
        <p className={styles.intro}>{t(server ? 'admin.urgent.serverIntro' : 'admin.urgent.intro')}</p>
        {current.isError ? (
          <PageMessage>{errorMessage(current.error)}</PageMessage>
        ) : message ? (
          <div className={styles.current} data-testid="urgent-current">
            <p className={styles.currentText}>
              <bdi>{message.text}</bdi>
            </p>
            <p className={styles.currentEnd}>{t('admin.urgent.until', { time: when(message.endsAt) })}</p>
            <Button tone="danger" size="small" onClick={() => setConfirming(true)} disabled={withdraw.isPending}>
              {t('admin.urgent.withdraw')}
            </Button>
          </div>
        ) : (
          current.isSuccess && <p className={styles.currentEnd}>{t('admin.urgent.none')}</p>
        )}
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextAreaField
            label={t('admin.urgent.text')}
            required
            rows={2}
            maxLength={URGENT_TEXT_MAX}
            value={text}
            error={errors.text}
            // One line on the screens: a line break typed or pasted becomes a space.
            onChange={(event) => setText(event.target.value.replace(/\s*[\r\n]+\s*/g, ' '))}
          />
          <TextField
            label={t('admin.urgent.endsAt')}
            type="datetime-local"
            min={localInput(new Date())}
            max={localInput(new Date(Date.now() + URGENT_MAX_AHEAD_MS))}
            required
            value={endsAt}
            error={errors.endsAt}
            hint={t('admin.urgent.endsAtHint')}
            onChange={(event) => setEndsAt(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={send.isPending}>
              {t(message ? 'admin.urgent.replace' : 'admin.urgent.send')}
            </Button>
          </div>
        </form>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('admin.urgent.withdraw')}
        message={t('admin.urgent.confirmWithdraw')}
        danger
        onConfirm={() => void takeDown()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
