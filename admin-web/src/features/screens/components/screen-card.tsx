import { useState } from 'react';
import { isoDateUtc } from '@core/time/iso-date.js';
import type { Screen, ScreenCommand } from '@core/screens/screen.schema.js';
import { Button } from '../../../components/button.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Card } from '../../../components/page.js';
import { showAlert } from '../../../lib/alerts.js';
import { errorMessage } from '../../../lib/api-client.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { intlLocale, joinList } from '../../../lib/i18n/fleet-format.js';
import { useDeleteScreen } from '../api/delete-screen.js';
import { useScreenshotUrl } from '../api/get-screenshot.js';
import { useSendScreenCommand } from '../api/send-command.js';
import {
  clockDriftText,
  commandLabel,
  displayText,
  DRIFT_WARNING_MS,
  playerLabel,
  soundNote,
  soundText,
  statusLabel,
  timeAgo,
  timetableRunningOut,
  timetableDaysLeft,
} from './screen-figures.js';
import { ScreenSettingsDialog } from './screen-settings-dialog.js';
import * as styles from './screens.css.js';

type Confirming = 'unpair' | 'delete' | null;

export function ScreenCard({ companyId, screen }: { companyId: string; screen: Screen }) {
  const translator = useAdminTranslator();
  const { t, language } = translator;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [editing, setEditing] = useState(false);
  const command = useSendScreenCommand(companyId);
  const remove = useDeleteScreen(companyId);
  const screenshotUrl = useScreenshotUrl(companyId, screen.id, screen.screenshotAt);
  const now = new Date();
  const unpaired = screen.status === 'unpaired';

  function send(name: ScreenCommand) {
    command.mutate(
      { screenId: screen.id, command: name },
      {
        onSuccess: (response) => showAlert('success', response.message ?? t('fleet.card.sent')),
        onError: (error) => showAlert('error', errorMessage(error)),
      },
    );
  }

  function confirmDelete() {
    setConfirming(null);
    // Not mutate()'s callbacks: the card unmounts once the list no longer has the screen, and they would never run.
    remove.mutateAsync(screen.id).then(
      () => showAlert('success', t('fleet.card.deleted', { name: screen.name })),
      (error: unknown) => showAlert('error', errorMessage(error)),
    );
  }

  const daysLeft = screen.timetableUntil ? timetableDaysLeft(screen.timetableUntil, isoDateUtc(now)) : null;
  const figures: Array<{ label: string; value: string; warn?: boolean }> = [
    {
      label: t('fleet.card.lastSeen'),
      value: screen.lastSeenAt ? timeAgo(screen.lastSeenAt, now, translator) : t('fleet.card.never'),
    },
    { label: t('fleet.card.player'), value: playerLabel(screen.player, translator) },
    {
      label: t('fleet.card.paired'),
      value: new Date(screen.pairedAt).toLocaleDateString(intlLocale(language), {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
    },
    { label: t('fleet.card.appVersion'), value: screen.appVersion ?? t('fleet.card.notReported') },
    {
      label: t('fleet.card.savedTimetable'),
      // The date stays as the screen reports it (YYYY-MM-DD), readable in every language.
      value: screen.timetableUntil
        ? t(daysLeft !== null && daysLeft < 0 ? 'fleet.card.untilRunOut' : 'fleet.card.until', {
            date: translator.dir === 'rtl' ? `\u2068${screen.timetableUntil}\u2069` : screen.timetableUntil,
          })
        : t('fleet.card.notReported'),
      warn: daysLeft !== null && timetableRunningOut(daysLeft, screen.player),
    },
    {
      label: t('fleet.card.clock'),
      value: clockDriftText(screen.clockDriftMs, translator),
      warn: screen.clockDriftMs !== null && Math.abs(screen.clockDriftMs) > DRIFT_WARNING_MS,
    },
    { label: t('fleet.card.display'), value: displayText(screen, translator) },
    { label: t('fleet.card.sound'), value: soundText(screen.settings, translator) },
  ];
  const sound = soundNote(screen);

  return (
    <Card className={styles.screenCard}>
      <article aria-label={screen.name} className={styles.screenCard}>
        <div className={styles.cardHeader}>
          <h2 className={styles.screenName}>{screen.name}</h2>
          <span
            className={styles.badge[screen.status]}
            title={
              screen.lastSeenAt
                ? t('fleet.card.lastHeartbeat', {
                    time: new Date(screen.lastSeenAt).toLocaleString(intlLocale(language)),
                  })
                : undefined
            }
          >
            {statusLabel(screen.status, translator)}
          </span>
        </div>
        {unpaired ? (
          <p className={styles.pending}>{t('fleet.card.unpairedNote')}</p>
        ) : screen.status === 'waiting' ? (
          <p className={styles.pending}>{t('fleet.card.waitingNote')}</p>
        ) : screen.status === 'dark' ? (
          <p className={styles.darkNote} data-testid="screen-dark-note">
            {t('fleet.card.darkNote')}
          </p>
        ) : null}
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} style={{ display: 'contents' }}>
              <dt className={styles.figureTerm}>{figure.label}</dt>
              <dd className={[styles.figureValue, figure.warn && styles.warning].filter(Boolean).join(' ')}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
        {screen.pendingCommands.length > 0 && (
          <p className={styles.pending} role="status">
            {t('fleet.card.pendingCommands', {
              commands: joinList(
                language,
                screen.pendingCommands.map((name) => commandLabel(name, translator)),
              ),
            })}
          </p>
        )}
        {sound && !unpaired && (
          <p
            className={styles.soundNote[sound.kind === 'needs-tap' ? 'warn' : 'note']}
            data-testid="screen-sound-note"
            data-kind={sound.kind}
            role="status"
          >
            {sound.kind === 'needs-tap'
              ? t('fleet.sound.needsTap')
              : t(sound.kind === 'played' ? 'fleet.sound.testPlayed' : 'fleet.sound.testSilent', {
                  ago: timeAgo(sound.at, now, translator),
                })}
          </p>
        )}
        {screen.player === 'web' && !unpaired && (
          <p className={styles.pending} data-testid="screenshot-web-note">
            {t('fleet.card.screenshotWebNote')}
          </p>
        )}
        {screenshotUrl && screen.screenshotAt && (
          <figure style={{ margin: 0 }}>
            <a href={screenshotUrl} target="_blank" rel="noreferrer">
              <img
                className={styles.screenshot}
                src={screenshotUrl}
                alt={t('fleet.card.screenshotAlt', { name: screen.name })}
              />
            </a>
            <figcaption className={styles.caption}>
              {t('fleet.card.screenshotTaken', { ago: timeAgo(screen.screenshotAt, now, translator) })}
            </figcaption>
          </figure>
        )}
        <div className={styles.actions}>
          {!unpaired && (
            <>
              <Button size="small" tone="secondary" onClick={() => send('reload')} disabled={command.isPending}>
                {t('fleet.card.reload')}
              </Button>
              <Button size="small" tone="secondary" onClick={() => send('restart')} disabled={command.isPending}>
                {t('fleet.card.restart')}
              </Button>
              <Button size="small" tone="secondary" onClick={() => send('screenshot')} disabled={command.isPending}>
                {t('fleet.card.screenshot')}
              </Button>
              <Button
                size="small"
                tone="secondary"
                onClick={() => send('sound-test')}
                disabled={command.isPending}
                data-testid="sound-test"
              >
                {t('fleet.card.soundTest')}
              </Button>
              <Button size="small" tone="secondary" onClick={() => setEditing(true)}>
                {t('fleet.card.settings')}
              </Button>
              <Button size="small" tone="ghost" onClick={() => setConfirming('unpair')}>
                {t('fleet.card.unpair')}
              </Button>
            </>
          )}
          <Button size="small" tone="ghost" onClick={() => setConfirming('delete')} disabled={remove.isPending}>
            {t('fleet.card.delete')}
          </Button>
        </div>
      </article>
      <ScreenSettingsDialog companyId={companyId} screen={screen} open={editing} onClose={() => setEditing(false)} />
      <ConfirmDialog
        open={confirming === 'unpair'}
        title={t('fleet.card.unpairTitle', { name: screen.name })}
        message={t('fleet.card.unpairMessage')}
        confirmLabel={t('fleet.card.unpair')}
        cancelLabel={t('fleet.card.no')}
        danger
        onConfirm={() => {
          setConfirming(null);
          send('unpair');
        }}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('fleet.card.deleteTitle', { name: screen.name })}
        message={t('fleet.card.deleteMessage')}
        confirmLabel={t('fleet.card.delete')}
        cancelLabel={t('fleet.card.no')}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      />
    </Card>
  );
}
