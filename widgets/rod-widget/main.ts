import '@fontsource/amiri/arabic-400.css';
import { verseWithMark } from '../../core/src/dashboard/ayah-mark.js';
import type { ReminderOfTheDay } from '../../core/src/content/reminder.types.js';
import { getJson } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { footer, startWidget } from '../shared/widget-page.js';

/** rod-widget: the Quran passage of the day (GET /api/rod), each Arabic verse above its translation. */
startWidget({
  refreshMs: 60 * 60_000,
  async load(page) {
    const rod = await getJson<ReminderOfTheDay>('/api/rod');
    const verses = rod.ayaDetail.ayas.map((aya, index) =>
      h(
        'div',
        { class: 'mw-verse' },
        h('p', { class: 'mw-arabic', lang: 'ar', dir: 'rtl' }, verseWithMark(aya.lineString, aya.ayaNumber)),
        h('p', { class: 'mw-translation' }, rod.ayaDetail.translations[index]?.lineString ?? ''),
      ),
    );
    render(
      page.root,
      h('h1', { class: 'mw-head' }, 'Reminder of the Day'),
      h('p', { class: 'mw-sub' }, `${rod.suraNameEnglish} · `, h('span', { lang: 'ar' }, rod.suraNameArabic), rod.suraDescription ? ` · ${rod.suraDescription}` : ''),
      ...verses,
      h('p', { class: 'mw-reference' }, [rod.reference, rod.translationName].filter(Boolean).join(' · ')),
      footer(),
    );
  },
});
