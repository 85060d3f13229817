import '@fontsource/amiri/arabic-400.css';
import { verseWithMark } from '@core/dashboard/ayah-mark.js';
import { LIGHT } from '@core/http/contract/light.js';
import { translationFor } from '@core/content/reminder.types.js';
import { call } from '../shared/api.js';
import { h, render } from '../shared/dom.js';
import { footer, startWidget } from '../shared/widget-page.js';

/** rod-widget: the Quran passage of the day (GET /api/rod), each Arabic verse above its translation. */
startWidget({
  refreshMs: 60 * 60_000,
  async load(page) {
    const rod = await call(LIGHT.QURAN_OF_THE_DAY);
    const locale = await page.localize(undefined);
    // The translation of the page's language where the Quran data has one, else English (docs/languages.md).
    const translation = translationFor(rod, locale.language);
    const verses = rod.ayaDetail.ayas.map((aya, index) =>
      h(
        'div',
        { class: 'mw-verse' },
        h('p', { class: 'mw-arabic', lang: 'ar', dir: 'rtl' }, verseWithMark(aya.lineString, aya.ayaNumber)),
        // It keeps its own language and direction (docs/languages.md#right-to-left).
        h(
          'p',
          { class: 'mw-translation', lang: translation.language, dir: translation.language === 'ur' ? 'rtl' : 'ltr' },
          translation.lines[index]?.lineString ?? '',
        ),
      ),
    );
    render(
      page.root,
      h('h1', { class: 'mw-head' }, locale.t('widget.reminderTitle')),
      h(
        'p',
        { class: 'mw-sub' },
        `${rod.suraNameEnglish} · `,
        h('span', { lang: 'ar' }, rod.suraNameArabic),
        rod.suraDescription ? ` · ${rod.suraDescription}` : '',
      ),
      ...verses,
      h('p', { class: 'mw-reference' }, [rod.reference, translation.name].filter(Boolean).join(' · ')),
      footer(),
    );
  },
});
