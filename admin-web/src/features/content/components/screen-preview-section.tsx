import { useEffect, useMemo, useRef, useState } from 'react';
import { configurationValue } from '@core/configuration/definitions.js';
import { fridaySessionsOf } from '@core/dashboard/phases/friday-sessions.js';
import type { PhaseKind } from '@core/dashboard/phases/phase-at.js';
import { phaseMoments, type PhaseMoment } from '@core/dashboard/phases/phase-moments.js';
import { PHASE_SETTINGS_CONFIGURATION, readPhaseSettings } from '@core/dashboard/phases/phase-settings.js';
import { phaseSlots } from '@core/dashboard/phases/phase-slots.js';
import { zonedNow } from '@core/dashboard/zoned-clock.js';
import type { Translator } from '@core/i18n/translator.js';
import { Button } from '../../../components/button.js';
import { SelectField, TextField } from '../../../components/field.js';
import { screenAddressQuery } from '@core/hall-screen/screen-display.js';
import { SCREEN_ROLES, type ScreenRole } from '@core/screens/screen-roles.js';
import { usePreviewScreens } from '../api/list-preview-screens.js';
import { PageMessage } from '../../../components/page.js';
import { useScreenData } from '../api/get-screen-data.js';
import { MonthQuestion } from '../../months/components/month-question.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './screen-preview.css.js';

const KIND_KEYS = {
  'before-azan': 'settings.preview.kind.beforeAzan',
  azan: 'settings.preview.kind.azan',
  'until-iqama': 'settings.preview.kind.untilIqama',
  prayer: 'settings.preview.kind.prayer',
  'after-prayer': 'settings.preview.kind.afterPrayer',
} as const satisfies Record<PhaseKind, string>;

const TV = { width: 1920, height: 1080 };

const PREVIEW_ROLE_KEYS = {
  'prayer-hall': 'settings.preview.rolePrayerHall',
  entrance: 'settings.preview.roleEntrance',
  'sisters-hall': 'settings.preview.roleSistersHall',
  announcements: 'settings.preview.roleAnnouncements',
} as const satisfies Record<ScreenRole, string>;

function prayerLabel(moment: PhaseMoment, t: Translator['t']): string {
  const { slot } = moment;
  if (slot.prayer === 'eid') {
    const name = t('settings.phases.eid');
    return slot.session && slot.session > 1 ? `${name} ${slot.session}` : name;
  }
  if (slot.prayer !== 'jumuah') return t(`settings.prayer.${slot.prayer}`);
  return slot.session && slot.session > 1
    ? t('settings.preview.jumuahSession', { session: slot.session })
    : t('settings.preview.jumuah');
}

/**
 * The frame's scale: the section's width over a TV's, kept up to date when the page is resized. `ready`
 * says the stage is drawn (it is not while the times load).
 */
function useStageScale(ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.4);
  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const measure = () => setScale(element.clientWidth / TV.width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ready]);
  return { ref, scale };
}

/**
 * "Preview the screen" (docs/phases.md): the public dashboard at any masjid-local moment through `?at=`,
 * in a frame the size of a TV, with one button per phase of today's prayers. Admins check a change here
 * before the congregation sees it.
 */
export function ScreenPreviewSection({ companyUrl, companyId }: { companyUrl: string; companyId: string }) {
  const { t } = useAdminTranslator();
  const screen = useScreenData(companyUrl);
  const screens = usePreviewScreens(companyId);
  const [at, setAt] = useState('');
  // Which screen the preview shows: a paired screen (its role, orientation, large type and language), or
  // a role as a new screen would show it (docs/screens.md, "Roles").
  const [target, setTarget] = useState('');
  const { ref, scale } = useStageScale(screen.isSuccess);

  const moments = useMemo(() => {
    if (!screen.data) return [];
    const { days, timezoneId: zone, customConfigurations } = screen.data;
    const now = Date.now();
    const settings = readPhaseSettings(configurationValue(customConfigurations, PHASE_SETTINGS_CONFIGURATION));
    const sessions = fridaySessionsOf(
      screen.data.occasions?.jumuahSessions,
      configurationValue(customConfigurations, 'jumah_prayer'),
    );
    const eidPrayers = Array.isArray(screen.data.occasions?.eidPrayers) ? screen.data.occasions.eidPrayers : [];
    return phaseMoments(
      phaseSlots(days, zone, now, sessions, { settings, eidPrayers }),
      settings,
      zone,
      zonedNow(zone, now).date,
    );
  }, [screen.data]);

  const byPrayer = useMemo(() => {
    const groups = new Map<string, PhaseMoment[]>();
    for (const moment of moments) {
      const key = `${moment.slot.prayer}${moment.slot.session ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), moment]);
    }
    return [...groups.values()];
  }, [moments]);

  if (screen.isPending) return <PageMessage>{t('settings.common.loading')}</PageMessage>;
  if (screen.isError)
    return <PageMessage>{t('settings.preview.failed', { message: screen.error.message })}</PageMessage>;

  const chosen = target.startsWith('screen:')
    ? screens.data?.find((entry) => `screen:${entry.id}` === target)?.settings
    : target.startsWith('role:')
      ? { role: target.slice('role:'.length) as ScreenRole }
      : undefined;
  // A chosen screen by its id too, so its own playlist items show (docs/screens.md, "Playlists").
  const screenId =
    target.startsWith('screen:') && chosen ? `screen=${encodeURIComponent(target.slice('screen:'.length))}` : '';
  const query = [chosen ? screenAddressQuery(chosen) : '', screenId, at ? `at=${encodeURIComponent(at)}` : '']
    .filter(Boolean)
    .join('&');
  const src = `/${encodeURIComponent(companyUrl)}${query ? `?${query}` : ''}`;
  return (
    <div data-testid="screen-preview">
      {/* On the 29th the preview asks about the next month too (docs/jumuah-eid-ramadan.md). */}
      {screen.data?.company?.id && <MonthQuestion compact companyId={screen.data.company.id} companyUrl={companyUrl} />}
      <div className={styles.controls}>
        <SelectField
          label={t('settings.preview.screen')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          data-testid="preview-screen"
        >
          <option value="">{t('settings.preview.screenPage')}</option>
          {(screens.data ?? []).map((entry) => (
            <option key={entry.id} value={`screen:${entry.id}`}>
              {entry.name}
            </option>
          ))}
          {SCREEN_ROLES.map((role) => (
            <option key={role} value={`role:${role}`}>
              {t('settings.preview.screenRole', { role: t(PREVIEW_ROLE_KEYS[role]) })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('settings.preview.moment')}
          type="datetime-local"
          step={1}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          data-testid="preview-at"
        />
        <Button tone="secondary" onClick={() => setAt('')} disabled={!at}>
          {t('settings.preview.live')}
        </Button>
      </div>
      {byPrayer.length === 0 ? (
        <p>{t('settings.preview.noTimes')}</p>
      ) : (
        <div className={styles.prayers} aria-label={t('settings.preview.phases')}>
          {byPrayer.map((group) => (
            <div key={`${group[0]!.slot.prayer}${group[0]!.slot.session ?? ''}`} className={styles.prayerRow}>
              <span className={styles.prayerName}>{prayerLabel(group[0]!, t)}</span>
              {group.map((moment) => (
                <Button
                  key={moment.kind}
                  size="small"
                  tone={at === moment.value ? undefined : 'secondary'}
                  aria-pressed={at === moment.value}
                  onClick={() => setAt(moment.value)}
                  data-phase-button={`${moment.slot.prayer}-${moment.kind}`}
                >
                  {t(KIND_KEYS[moment.kind])}
                </Button>
              ))}
            </div>
          ))}
        </div>
      )}
      <div className={styles.stage} ref={ref}>
        <iframe
          key={src}
          title={t('settings.preview.frame')}
          src={src}
          className={styles.frame}
          style={{ transform: `scale(${scale})` }}
          tabIndex={-1}
          data-testid="preview-frame"
        />
      </div>
    </div>
  );
}
