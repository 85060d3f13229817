import { useEffect, useState } from 'react';
import type { TickerLine } from '@core/playlists/playlist-showing.js';
import type { PublicLocale } from '@core/i18n/public-locale.js';
import { usePublicLocale } from '../../../lib/i18n/public-locale.js';
import { countdownWords } from './notice-words.js';
import * as styles from './ticker.css.js';

/** Seconds each line stands still when the screen asks for less motion. */
const STILL_SECONDS = 8;
/** Scrolling speed: characters per second, slow enough to read from the back of the hall. */
const CHARACTERS_PER_SECOND = 6;

const REDUCED = '(prefers-reduced-motion: reduce)';

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(REDUCED).matches);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED);
    if (!query) return;
    const change = () => setReduced(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return reduced;
}

/** What the masjid wrote keeps its own direction inside a sentence of the screen's language (FSI ... PDI). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A line in the screen's language: the admin's own text, or a notice of the day in a few words. */
export function tickerText(locale: Pick<PublicLocale, 't' | 'format' | 'timeInText'>, line: TickerLine): string {
  const { t, timeInText } = locale;
  switch (line.kind) {
    case 'text':
      return line.text;
    case 'janazah':
      return t('playlist.tickerJanazah', {
        name: isolate(line.notice.name),
        time: timeInText(line.notice.salahAt.slice(11, 16)),
        place: isolate(line.notice.place),
      });
    case 'class': {
      const today = t('playlist.tickerClass', {
        title: isolate(line.notice.title),
        time: timeInText(line.notice.time),
        place: isolate(line.notice.place),
      });
      return `${today} · ${countdownWords(locale, line.countdown)}`;
    }
    case 'nikah':
      return t('playlist.tickerNikah', {
        names: isolate(line.notice.names),
        time: timeInText(line.notice.at.slice(11, 16)),
        place: isolate(line.notice.place),
      });
  }
}

/**
 * The ticker line along the bottom of the screen (docs/screens.md, "The ticker line"): the lines scroll by,
 * or, where the screen asks for less motion, stand still one at a time and change every few seconds, by the
 * clock, so a preview of a moment shows what the screen shows then.
 */
export function Ticker({
  lines,
  now,
  className = '',
}: {
  lines: readonly TickerLine[];
  now: number;
  className?: string;
}) {
  const locale = usePublicLocale();
  const reduced = useReducedMotion();
  if (lines.length === 0) return null;
  const texts = lines.map((line) => tickerText(locale, line));
  // The admin's own line reads in its own direction; a notice's line is a sentence of the screen's language.
  const direction = (index: number) => (lines[index]!.kind === 'text' ? 'auto' : undefined);
  if (reduced) {
    const index = Math.floor(now / (STILL_SECONDS * 1000)) % texts.length;
    return (
      <div
        className={`${styles.bar} ${className}`}
        data-testid="ticker"
        data-mode="still"
        aria-label={locale.t('playlist.ticker')}
      >
        <p className={styles.still} dir={direction(index)} data-testid="ticker-line">
          {texts[index]}
        </p>
      </div>
    );
  }
  const seconds = Math.max(15, Math.round(texts.join('').length / CHARACTERS_PER_SECOND));
  const copy = (hidden: boolean) => (
    <span className={styles.copy} aria-hidden={hidden || undefined}>
      {texts.map((text, index) => (
        <span key={index} dir={direction(index)} data-testid={hidden ? undefined : 'ticker-line'}>
          {text}
        </span>
      ))}
    </span>
  );
  return (
    <div
      className={`${styles.bar} ${className}`}
      data-testid="ticker"
      data-mode="scroll"
      aria-label={locale.t('playlist.ticker')}
    >
      {/* Scrolling text is cut at the bar's ends by design; the layout test measures its size, not its clip. */}
      <div className={styles.track} data-scrolling="" style={{ animationDuration: `${seconds}s` }}>
        {copy(false)}
        {copy(true)}
      </div>
    </div>
  );
}
