/**
 * The Playlist section (docs/screens.md, "Playlists"): the masjid's posters (uploaded, checked by the
 * server by their bytes), and what the screens show: posters, videos, notices (janazah, classes, nikah,
 * appeals) and the dashboard's own announcements, funds, verse and hadith,
 * each on chosen screens or roles, at any time or around a prayer (for example from Asr's azan until its
 * iqama), with a priority and a duration; and the ticker lines. The preview section shows each screen at any
 * moment.
 */
import { useMemo } from 'react';
import type { CentralControl } from '@core/content/central-control.types.js';
import type { AdminKey } from '@core/i18n/catalog-types.js';
import {
  masjidPlaylistInputSchema,
  type MasjidPlaylist,
  type MasjidPlaylistInput,
} from '@core/playlists/masjid-playlist.js';
import { POSTER_ACCEPT, POSTER_MAX_BYTES, type Poster } from '@core/playlists/posters.js';
import {
  WINDOW_MOMENTS,
  WINDOW_PRAYERS,
  type PlaylistItem,
  type PrayerWindow,
  type WindowPrayer,
} from '@core/playlists/playlist.schema.js';
import type { FieldErrors } from '@core/validation/field-errors.js';
import { Button } from '../../../components/button.js';
import { SelectField, TextField } from '../../../components/field.js';
import { useFieldMessages } from '../../../components/field-message.js';
import { PageMessage } from '../../../components/page.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import { usePlaylist, useSavePlaylist, useUploadPoster } from '../api/playlist.js';
import { usePreviewScreens } from '../api/list-preview-screens.js';
import { checkedBy, useVersionedSection } from '../hooks/use-versioned-section.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';
import { PlaylistWindows } from './playlist-windows.js';
import { AppealFields, ClassFields, fieldError, NikahFields, TickerList } from './playlist-notices.js';
import { MediaDelete } from './media-delete.js';
import { ScreenChoices } from './screen-choices.js';
import { SectionFrame } from './section-frame.js';
import { UploadForm } from './upload-form.js';
import { VideoLibrary } from './video-library.js';

const MB = POSTER_MAX_BYTES / 1024 / 1024;

const PRAYER_KEYS = {
  fajr: 'settings.prayer.fajr',
  dhuhr: 'settings.prayer.dhuhr',
  asr: 'settings.prayer.asr',
  maghrib: 'settings.prayer.maghrib',
  isha: 'settings.prayer.isha',
  jumuah: 'settings.sound.jumuah',
} as const satisfies Record<WindowPrayer, AdminKey>;

/** When people arrive: from Asr's azan until its iqama, the window a new item starts with. */
const ARRIVAL_WINDOW: PrayerWindow = { prayer: 'asr', from: 'azan', fromMinutes: 0, until: 'iqama', untilMinutes: 0 };

const newId = () =>
  typeof crypto !== 'undefined' && crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;

/**
 * A new item: a janazah notice first of all (90), a class or a nikah before posters (70), an appeal with
 * them (50), so an appeal never pushes a janazah notice or the day's class off the screen.
 */
function newItem(
  kind: 'poster' | 'video' | 'notice' | ContentKind,
  ref: string | null,
  priority = kind === 'notice' ? 90 : 50,
): PlaylistItem {
  // The dashboard's own content (an announcement, a fund, the verse, a hadith) starts at any time, 30 s.
  if (kind in CONTENT_KINDS)
    return { ...newItem('poster', ref, priority), kind, prayerWindow: null, durationSeconds: 30 };
  return {
    id: newId(),
    kind,
    ref,
    screens: [],
    roles: [],
    weekdays: [],
    from: null,
    until: null,
    clock: null,
    // A janazah notice shows at any time until its salah; a poster or a video starts around Asr.
    prayerWindow: kind === 'notice' ? null : ARRIVAL_WINDOW,
    priority,
    // A video plays for a minute (it loops within its turn); a poster 20 s.
    durationSeconds: kind === 'notice' ? 30 : kind === 'video' ? 60 : 20,
  };
}

/**
 * Items showing what the dashboard already draws (docs/screens.md, "Announcements, funds, the verse and a
 * hadith", "Expense sheets"): their card's title, and for an announcement, a fund or a sheet the list it names one of.
 */
type ContentKind = 'announcement' | 'fund' | 'expense-sheet' | 'quran' | 'hadith';
const CONTENT_KINDS = {
  announcement: 'settings.playlist.announcement',
  fund: 'settings.playlist.fundItem',
  'expense-sheet': 'settings.playlist.expenseSheetItem',
  quran: 'settings.playlist.quran',
  hadith: 'settings.playlist.hadith',
} as const satisfies Record<ContentKind, AdminKey>;
const CONTENT_HINTS = {
  announcement: 'settings.playlist.announcementHint',
  'expense-sheet': 'settings.playlist.expenseSheetHint',
  quran: 'settings.playlist.quranHint',
  hadith: 'settings.playlist.hadithHint',
} as const satisfies Record<Exclude<ContentKind, 'fund'>, AdminKey>;
const isContentKind = (kind: string): kind is ContentKind => kind in CONTENT_KINDS;
const CHOOSE_KEYS = {
  announcement: 'settings.playlist.chooseAnnouncement',
  fund: 'settings.playlist.chooseFund',
  'expense-sheet': 'settings.playlist.chooseExpenseSheet',
} as const satisfies Record<'announcement' | 'fund' | 'expense-sheet', AdminKey>;

/** One edge of a prayer window: a moment of the prayer and the minutes added to it. */
function WindowEdge({
  edge,
  window,
  path,
  errors,
  onChange,
}: {
  edge: 'from' | 'until';
  window: PrayerWindow;
  path: string;
  errors: FieldErrors;
  onChange: (change: Partial<PrayerWindow>) => void;
}) {
  const { t } = useAdminTranslator();
  const minutes = edge === 'from' ? 'fromMinutes' : 'untilMinutes';
  return (
    <>
      <SelectField
        label={t(`settings.playlist.${edge}`)}
        value={window[edge]}
        data-testid={`item-${edge}`}
        onChange={(event) => onChange({ [edge]: event.target.value as PrayerWindow[typeof edge] })}
      >
        {WINDOW_MOMENTS.map((moment) => (
          <option key={moment} value={moment}>
            {t(`settings.playlist.${moment}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t(`settings.playlist.${minutes}`)}
        type="number"
        inputMode="numeric"
        min={-180}
        max={180}
        value={String(window[minutes])}
        error={fieldError(errors, `${path}.prayerWindow.${minutes}`)}
        onChange={(event) => onChange({ [minutes]: Number(event.target.value) })}
      />
    </>
  );
}

const copyOf = (playlist: MasjidPlaylistInput): MasjidPlaylistInput =>
  JSON.parse(
    JSON.stringify({
      items: playlist.items,
      notices: playlist.notices,
      classes: playlist.classes,
      nikahs: playlist.nikahs,
      appeals: playlist.appeals,
      tickers: playlist.tickers,
    }),
  ) as MasjidPlaylistInput;

/** The lists of notices an item of kind `notice` may name, each with its own form. */
type NoticeList = 'notices' | 'classes' | 'nikahs' | 'appeals';
const NOTICE_LISTS: readonly NoticeList[] = ['notices', 'classes', 'nikahs', 'appeals'];
const NOTICE_TITLES = {
  notices: 'settings.playlist.janazah',
  classes: 'settings.playlist.classNotice',
  nikahs: 'settings.playlist.nikahNotice',
  appeals: 'settings.playlist.appealNotice',
} as const satisfies Record<NoticeList, AdminKey>;

const NOTICE_PRIORITY = { notices: 90, classes: 70, nikahs: 70, appeals: 50 } as const satisfies Record<
  NoticeList,
  number
>;

/** Which list holds the notice an item names, and where in it. */
function noticeOf(draft: MasjidPlaylistInput, ref: string | null): { list: NoticeList; index: number } | null {
  for (const list of NOTICE_LISTS) {
    const index = (draft[list] as Array<{ id: string }>).findIndex((notice) => notice.id === ref);
    if (index >= 0) return { list, index };
  }
  return null;
}

export function PlaylistSection({ content }: { content: CentralControl }) {
  const { t } = useAdminTranslator();
  const playlist = usePlaylist(content.companyId);
  if (playlist.isPending) return <PageMessage>{t('settings.common.loading')}</PageMessage>;
  if (playlist.isError)
    return <PageMessage>{t('settings.playlist.failed', { message: playlist.error.message })}</PageMessage>;
  return (
    <>
      <p className={styles.intro}>{t('settings.playlist.intro')}</p>
      <PosterLibrary companyId={content.companyId} posters={playlist.data.posters} />
      <VideoLibrary companyId={content.companyId} videos={playlist.data.videos ?? []} />
      <PlaylistForm companyId={content.companyId} playlist={playlist.data} sheets={content.expenseSheets} />
    </>
  );
}

function PosterLibrary({ companyId, posters }: { companyId: string; posters: Poster[] }) {
  const { t } = useAdminTranslator();
  const upload = useUploadPoster(companyId);
  return (
    <div data-testid="posters">
      <h3 className={styles.legend}>{t('settings.playlist.posters')}</h3>
      {posters.length > 0 ? (
        <ul className={playlistStyles.posters}>
          {posters.map((poster) => (
            <li key={poster.id} className={playlistStyles.poster} data-testid="poster-entry">
              <img src={poster.url} alt="" className={playlistStyles.posterImage} />
              <span dir="auto">{poster.name}</span>
              <span className={playlistStyles.muted}>
                {poster.width} × {poster.height}
              </span>
              <MediaDelete companyId={companyId} kind="poster" id={poster.id} name={poster.name} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('settings.playlist.noPosters')}</p>
      )}
      <UploadForm
        kind="poster"
        title={t('settings.playlist.upload.title')}
        fileLabel={t('settings.playlist.upload.file')}
        fileHint={t('settings.playlist.upload.fileHint', { mb: MB })}
        accept={POSTER_ACCEPT}
        maxBytes={POSTER_MAX_BYTES}
        noFile={t('settings.playlist.upload.noFile')}
        noName={t('settings.playlist.upload.noName')}
        submitLabel={t('settings.playlist.upload.submit')}
        pending={upload.isPending}
        send={(file, name) => upload.mutateAsync({ file, name })}
      />
    </div>
  );
}

/** A sheet the playlist may name: every saved sheet of the masjid, one switched off marked as not shown. */
type SheetChoice = { id: string; name: string; enabled: boolean };

function PlaylistForm({
  companyId,
  playlist,
  sheets: allSheets,
}: {
  companyId: string;
  playlist: MasjidPlaylist;
  /** The masjid's expense sheets as saved (Configuration tab); a sheet not saved yet has no id to name. */
  sheets: CentralControl['expenseSheets'];
}) {
  const { t } = useAdminTranslator();
  const messages = useFieldMessages();
  const screens = usePreviewScreens(companyId);
  const initial = useMemo(() => copyOf(playlist), [playlist]);
  const save = useSavePlaylist(companyId);
  const { draft, errors, update, section } = useVersionedSection({
    initial,
    check: checkedBy(masjidPlaylistInputSchema),
    save: (body: MasjidPlaylistInput) => save.mutateAsync(body),
    pending: save.isPending,
    toDraft: copyOf,
    savedMessage: t('settings.saved', { section: t('settings.section.playlist') }),
  });

  const changeItem = (index: number, change: Partial<PlaylistItem>, field: string) =>
    update(
      (previous) => ({
        ...previous,
        items: previous.items.map((item, at) => (at === index ? { ...item, ...change } : item)),
      }),
      `items[${index}].${field}`,
    );
  const changeNotice = (list: NoticeList, id: string, change: object, field: string) => {
    const at = (draft[list] as Array<{ id: string }>).findIndex((notice) => notice.id === id);
    update(
      (previous) => ({
        ...previous,
        [list]: (previous[list] as Array<{ id: string }>).map((notice) =>
          notice.id === id ? { ...notice, ...change } : notice,
        ),
      }),
      `${list}[${at}].${field}`,
    );
  };
  /** A new notice with its item: shown on every screen, at any time, with priority (docs/screens.md, "Notices"). */
  const addNotice = <L extends NoticeList>(list: L, notice: MasjidPlaylistInput[L][number]) =>
    update((previous) => ({
      ...previous,
      items: [...previous.items, newItem('notice', notice.id, NOTICE_PRIORITY[list])],
      [list]: [...previous[list], notice],
    }));
  const changeTicker = (index: number, change: object, field: string) =>
    update(
      (previous) => ({
        ...previous,
        tickers: previous.tickers.map((ticker, at) => (at === index ? { ...ticker, ...change } : ticker)),
      }),
      `tickers[${index}].${field}`,
    );
  const addPoster = () =>
    update((previous) => ({
      ...previous,
      items: [...previous.items, newItem('poster', playlist.posters[0]?.id ?? null)],
    }));
  const videos = playlist.videos ?? [];
  const addVideo = () =>
    update((previous) => ({
      ...previous,
      items: [...previous.items, newItem('video', videos[0]?.id ?? null)],
    }));
  const announcements = playlist.announcements ?? [];
  const sheets = allSheets.flatMap((sheet): SheetChoice[] =>
    sheet.id ? [{ id: sheet.id, name: sheet.name, enabled: sheet.enabled }] : [],
  );
  const addContent = (kind: ContentKind, ref: string | null) =>
    update((previous) => ({ ...previous, items: [...previous.items, newItem(kind, ref)] }));
  const addJanazah = () => addNotice('notices', { id: newId(), name: '', salahAt: '', place: '' });
  const addClass = () =>
    addNotice('classes', {
      id: newId(),
      title: '',
      teacher: '',
      place: '',
      repeat: 'weekly',
      weekdays: [],
      date: null,
      time: '',
      minutes: 60,
    });
  const addNikah = () => addNotice('nikahs', { id: newId(), names: '', at: '', place: '' });
  const addAppeal = () =>
    addNotice('appeals', { id: newId(), fundId: playlist.funds[0]?.id ?? '', text: '', paymentUrl: '' });
  const remove = (index: number) =>
    update((previous) => {
      const gone = previous.items[index]!;
      const keep = <T extends { id: string }>(notices: T[]) =>
        gone.kind === 'notice' ? notices.filter((notice) => notice.id !== gone.ref) : notices;
      return {
        ...previous,
        items: previous.items.filter((_, at) => at !== index),
        notices: keep(previous.notices),
        classes: keep(previous.classes),
        nikahs: keep(previous.nikahs),
        appeals: keep(previous.appeals),
      };
    });

  const tools = (
    <>
      <Button
        tone="secondary"
        onClick={addPoster}
        disabled={playlist.posters.length === 0}
        data-testid="add-poster-item"
      >
        {t('settings.playlist.addPoster')}
      </Button>
      <Button tone="secondary" onClick={addVideo} disabled={videos.length === 0} data-testid="add-video-item">
        {t('settings.playlist.addVideo')}
      </Button>
      <Button
        tone="secondary"
        onClick={() => addContent('announcement', announcements[0]?.id ?? null)}
        disabled={announcements.length === 0}
        data-testid="add-announcement-item"
      >
        {t('settings.playlist.addAnnouncement')}
      </Button>
      <Button
        tone="secondary"
        onClick={() => addContent('fund', playlist.funds[0]?.id ?? null)}
        disabled={playlist.funds.length === 0}
        data-testid="add-fund-item"
      >
        {t('settings.playlist.addFund')}
      </Button>
      <Button
        tone="secondary"
        onClick={() => addContent('expense-sheet', (sheets.find((sheet) => sheet.enabled) ?? sheets[0])?.id ?? null)}
        disabled={sheets.length === 0}
        data-testid="add-expense-sheet-item"
      >
        {t('settings.playlist.addExpenseSheet')}
      </Button>
      <Button tone="secondary" onClick={() => addContent('quran', null)} data-testid="add-quran-item">
        {t('settings.playlist.addQuran')}
      </Button>
      <Button tone="secondary" onClick={() => addContent('hadith', null)} data-testid="add-hadith-item">
        {t('settings.playlist.addHadith')}
      </Button>
      <Button tone="secondary" onClick={addJanazah} data-testid="add-janazah">
        {t('settings.playlist.addJanazah')}
      </Button>
      <Button tone="secondary" onClick={addClass} data-testid="add-class">
        {t('settings.playlist.addClass')}
      </Button>
      <Button tone="secondary" onClick={addNikah} data-testid="add-nikah">
        {t('settings.playlist.addNikah')}
      </Button>
      <Button tone="secondary" onClick={addAppeal} data-testid="add-appeal">
        {t('settings.playlist.addAppeal')}
      </Button>
    </>
  );

  return (
    <SectionFrame section={section} tools={tools}>
      <h3 className={styles.legend}>{t('settings.playlist.items')}</h3>
      {draft.items.length === 0 && <p className={styles.empty}>{t('settings.playlist.noItems')}</p>}
      <ol className={`${styles.items} ${playlistStyles.list}`} data-testid="playlist-items">
        {draft.items.map((item, index) => {
          const path = `items[${index}]`;
          const found = item.kind === 'notice' ? noticeOf(draft, item.ref) : null;
          const noticeIndex = found?.list === 'notices' ? found.index : -1;
          const notice = draft.notices[noticeIndex];
          const noticePath = found ? `${found.list}[${found.index}]` : '';
          const window = item.prayerWindow;
          const setWindow = (change: Partial<PrayerWindow>) =>
            changeItem(index, { prayerWindow: { ...(window ?? ARRIVAL_WINDOW), ...change } }, 'prayerWindow');
          return (
            <li
              key={item.id}
              className={playlistStyles.card}
              data-testid="playlist-item-form"
              data-kind={item.kind}
              data-notice={found?.list}
            >
              <h4 className={styles.legend}>
                {found
                  ? t(NOTICE_TITLES[found.list])
                  : isContentKind(item.kind)
                    ? t(CONTENT_KINDS[item.kind])
                    : item.kind === 'video'
                      ? t('settings.playlist.video')
                      : t('settings.playlist.poster')}
              </h4>
              {(item.kind === 'announcement' || item.kind === 'fund' || item.kind === 'expense-sheet') && (
                <div className={styles.itemFields}>
                  <SelectField
                    label={t(CONTENT_KINDS[item.kind])}
                    value={item.ref ?? ''}
                    error={fieldError(errors, `${path}.ref`)}
                    data-testid={`item-${item.kind}`}
                    onChange={(event) => changeItem(index, { ref: event.target.value || null }, 'ref')}
                  >
                    <option value="">{t(CHOOSE_KEYS[item.kind])}</option>
                    {(item.kind === 'fund'
                      ? playlist.funds.map((fund) => ({ id: fund.id, name: fund.name }))
                      : item.kind === 'expense-sheet'
                        ? sheets.map((sheet) => ({
                            id: sheet.id,
                            name: sheet.enabled ? sheet.name : t('settings.playlist.sheetOff', { name: sheet.name }),
                          }))
                        : announcements.map((entry) => ({ id: entry.id, name: entry.title }))
                    ).map((choice) => (
                      <option key={choice.id} value={choice.id}>
                        {choice.name}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
              {item.kind !== 'fund' && isContentKind(item.kind) && (
                <p className={styles.note}>{t(CONTENT_HINTS[item.kind])}</p>
              )}
              {item.kind === 'poster' && (
                <div className={styles.itemFields}>
                  <SelectField
                    label={t('settings.playlist.poster')}
                    value={item.ref ?? ''}
                    error={fieldError(errors, `${path}.ref`)}
                    data-testid="item-poster"
                    onChange={(event) => changeItem(index, { ref: event.target.value || null }, 'ref')}
                  >
                    <option value="">{t('settings.playlist.choosePoster')}</option>
                    {playlist.posters.map((poster) => (
                      <option key={poster.id} value={poster.id}>
                        {poster.name}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
              {item.kind === 'video' && (
                <div className={styles.itemFields}>
                  <SelectField
                    label={t('settings.playlist.video')}
                    value={item.ref ?? ''}
                    error={fieldError(errors, `${path}.ref`)}
                    data-testid="item-video"
                    onChange={(event) => changeItem(index, { ref: event.target.value || null }, 'ref')}
                  >
                    <option value="">{t('settings.playlist.chooseVideo')}</option>
                    {videos.map((video) => (
                      <option key={video.id} value={video.id}>
                        {video.name}
                      </option>
                    ))}
                  </SelectField>
                </div>
              )}
              {notice && (
                <>
                  <div className={styles.itemFields}>
                    <TextField
                      label={t('settings.playlist.deceased')}
                      value={notice.name}
                      maxLength={120}
                      required
                      data-testid="janazah-name"
                      error={fieldError(errors, `notices[${noticeIndex}].name`)}
                      onChange={(event) => changeNotice('notices', notice.id, { name: event.target.value }, 'name')}
                    />
                    <TextField
                      label={t('settings.playlist.salahAt')}
                      type="datetime-local"
                      value={notice.salahAt}
                      required
                      data-testid="janazah-time"
                      error={fieldError(errors, `notices[${noticeIndex}].salahAt`)}
                      onChange={(event) =>
                        changeNotice('notices', notice.id, { salahAt: event.target.value.slice(0, 16) }, 'salahAt')
                      }
                    />
                    <TextField
                      label={t('settings.playlist.place')}
                      value={notice.place}
                      maxLength={200}
                      required
                      data-testid="janazah-place"
                      error={fieldError(errors, `notices[${noticeIndex}].place`)}
                      onChange={(event) => changeNotice('notices', notice.id, { place: event.target.value }, 'place')}
                    />
                  </div>
                  <p className={styles.note}>{t('settings.playlist.janazahHint')}</p>
                </>
              )}
              {found?.list === 'classes' && (
                <ClassFields
                  notice={draft.classes[found.index]!}
                  path={noticePath}
                  errors={errors}
                  onChange={(change, field) => changeNotice('classes', item.ref!, change, field)}
                />
              )}
              {found?.list === 'nikahs' && (
                <NikahFields
                  notice={draft.nikahs[found.index]!}
                  path={noticePath}
                  errors={errors}
                  onChange={(change, field) => changeNotice('nikahs', item.ref!, change, field)}
                />
              )}
              {found?.list === 'appeals' && (
                <AppealFields
                  notice={draft.appeals[found.index]!}
                  path={noticePath}
                  errors={errors}
                  funds={playlist.funds}
                  onChange={(change, field) => changeNotice('appeals', item.ref!, change, field)}
                />
              )}
              <ScreenChoices
                chosen={item}
                screens={screens.data ?? []}
                roleTestId={(role) => `item-role-${role}`}
                onChange={(change, field) => changeItem(index, change, field)}
              />
              <PlaylistWindows
                item={item}
                path={path}
                errors={errors}
                onChange={(change, field) => changeItem(index, change, field)}
              />
              <div className={styles.datedFields}>
                <SelectField
                  label={t('settings.playlist.when')}
                  value={window ? 'prayer' : 'any'}
                  data-testid="item-when"
                  onChange={(event) =>
                    changeItem(
                      index,
                      { prayerWindow: event.target.value === 'prayer' ? ARRIVAL_WINDOW : null },
                      'prayerWindow',
                    )
                  }
                >
                  <option value="any">{t('settings.playlist.anyTime')}</option>
                  <option value="prayer">{t('settings.playlist.aroundPrayer')}</option>
                </SelectField>
                {window && (
                  <>
                    <SelectField
                      label={t('settings.playlist.prayer')}
                      value={window.prayer}
                      data-testid="item-prayer"
                      error={fieldError(errors, `${path}.prayerWindow.prayer`)}
                      onChange={(event) => setWindow({ prayer: event.target.value as WindowPrayer })}
                    >
                      {WINDOW_PRAYERS.map((prayer) => (
                        <option key={prayer} value={prayer}>
                          {t(PRAYER_KEYS[prayer])}
                        </option>
                      ))}
                    </SelectField>
                    <WindowEdge edge="from" window={window} path={path} errors={errors} onChange={setWindow} />
                    <WindowEdge edge="until" window={window} path={path} errors={errors} onChange={setWindow} />
                  </>
                )}
                <TextField
                  label={t('settings.playlist.priority')}
                  hint={t('settings.playlist.priorityHint')}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={String(item.priority)}
                  error={fieldError(errors, `${path}.priority`)}
                  onChange={(event) => changeItem(index, { priority: Number(event.target.value) }, 'priority')}
                />
                <TextField
                  label={t('settings.playlist.duration')}
                  hint={t('settings.playlist.durationHint')}
                  type="number"
                  inputMode="numeric"
                  min={5}
                  max={600}
                  value={String(item.durationSeconds)}
                  error={fieldError(errors, `${path}.durationSeconds`)}
                  onChange={(event) =>
                    changeItem(index, { durationSeconds: Number(event.target.value) }, 'durationSeconds')
                  }
                />
              </div>
              {fieldError(errors, `${path}.prayerWindow`) && (
                <p className={styles.note} role="alert">
                  {messages.problem(fieldError(errors, `${path}.prayerWindow`)!)}
                </p>
              )}
              <div className={styles.itemActions}>
                <Button tone="secondary" size="small" onClick={() => remove(index)}>
                  {t('settings.playlist.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <TickerList
        tickers={draft.tickers}
        errors={errors}
        screens={screens.data ?? []}
        onChange={changeTicker}
        onAdd={() =>
          update((previous) => ({
            ...previous,
            tickers: [...previous.tickers, { id: newId(), text: '', screens: [], roles: [], withNotices: true }],
          }))
        }
        onRemove={(index) =>
          update((previous) => ({ ...previous, tickers: previous.tickers.filter((_, at) => at !== index) }))
        }
      />
    </SectionFrame>
  );
}
