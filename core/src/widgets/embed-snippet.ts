/**
 * The six embeddable widgets (docs/product-rules.md ("Pages"), Widgets tab) and the snippet a masjid pastes into its own
 * website. The snippet is one script tag: /static/embed.js inserts an iframe in its place and keeps the
 * iframe as tall as the widget's content. The iframe isolates styles both ways (the host's CSS cannot reach
 * the widget, the widget cannot restyle the host). `widgetIframeSnippet` is the script-free fallback.
 */

import { parseLanguage } from '../i18n/languages.js';

export type WidgetName =
  | 'dashboard-widget'
  | 'prayer-time-widget'
  | 'calendar-widget'
  | 'jummah-schedule-widget'
  | 'rod-widget'
  | 'frame-widget';

export type WidgetParam = 'companyUrl' | 'companyId' | 'url';

export interface WidgetInfo {
  name: WidgetName;
  title: string;
  description: string;
  /** The query parameter the widget needs, or null (rod-widget). */
  param: WidgetParam | null;
  /** A starting height in pixels before the widget reports its own. */
  initialHeight: number;
}

export const WIDGETS: readonly WidgetInfo[] = [
  {
    name: 'dashboard-widget',
    title: 'Dashboard',
    description:
      "Today's prayer times with the Hijri date, the next prayer with a countdown, and the next Jumu'ah khateeb.",
    param: 'companyUrl',
    initialHeight: 520,
  },
  {
    name: 'prayer-time-widget',
    title: 'Prayer Time Widget',
    description: "A compact list of today's azan and iqama times.",
    param: 'companyId',
    initialHeight: 360,
  },
  {
    name: 'calendar-widget',
    title: 'Calendar',
    description: "The month's salah timetable, with buttons for the previous and next month.",
    param: 'companyUrl',
    initialHeight: 900,
  },
  {
    name: 'jummah-schedule-widget',
    title: 'Jummah Schedule',
    description: "The upcoming Jumu'ah dates with their khateebs.",
    param: 'companyId',
    initialHeight: 300,
  },
  {
    name: 'rod-widget',
    title: 'Reminder Of The Day',
    description: 'The Quran verse of the day in Arabic with its English translation.',
    param: null,
    initialHeight: 360,
  },
  {
    name: 'frame-widget',
    title: 'Expenses',
    description: "The masjid's funds, expenses and expense sheets.",
    param: 'url',
    initialHeight: 600,
  },
];

export const WIDGET_NAMES: readonly WidgetName[] = WIDGETS.map((widget) => widget.name);

export function widgetInfo(name: WidgetName): WidgetInfo {
  const info = WIDGETS.find((widget) => widget.name === name);
  if (!info) throw new RangeError(`Unknown widget ${name}`);
  return info;
}

/** The message a public page sends its parent window when its height changes. */
export const RESIZE_MESSAGE_TYPE = 'minaret:resize';
export interface ResizeMessage {
  type: typeof RESIZE_MESSAGE_TYPE;
  height: number;
}

export function isResizeMessage(data: unknown): data is ResizeMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<ResizeMessage>;
  return message.type === RESIZE_MESSAGE_TYPE && typeof message.height === 'number' && Number.isFinite(message.height);
}

/** The pages frame-widget may show: the expenses frame and the calendar of a masjid, nothing else. */
export const FRAME_URL = /^(expense|calendar)\/[A-Za-z0-9]{1,50}$/;

/** The widget's parameter, and `lang` when the embed code chose a language (docs/languages.md). */
export type WidgetParams = Partial<Record<WidgetParam, string>> & { lang?: string };

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '');

/** The live page of a widget, e.g. https://host/static/prayer-time-widget/index.html?companyId=abc. */
export function widgetUrl(origin: string, name: WidgetName, params: WidgetParams = {}): string {
  const query = new URLSearchParams();
  const param = widgetInfo(name).param;
  if (param && params[param] !== undefined) query.set(param, params[param]!);
  const lang = parseLanguage(params.lang);
  if (lang) query.set('lang', lang);
  const search = query.toString();
  return `${trimOrigin(origin)}/static/${name}/index.html${search ? `?${search}` : ''}`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const DATA_ATTRIBUTE: Record<WidgetParam, string> = {
  companyUrl: 'data-company-url',
  companyId: 'data-company-id',
  url: 'data-url',
};

/** The HTML a masjid pastes into its website: one script tag that becomes an auto-resizing iframe. */
export function embedSnippet(origin: string, name: WidgetName, params: WidgetParams = {}): string {
  const param = widgetInfo(name).param;
  const attributes = [
    `src="${escapeAttribute(`${trimOrigin(origin)}/static/embed.js`)}"`,
    `data-minaret-widget="${name}"`,
  ];
  if (param && params[param] !== undefined)
    attributes.push(`${DATA_ATTRIBUTE[param]}="${escapeAttribute(params[param]!)}"`);
  const lang = parseLanguage(params.lang);
  if (lang) attributes.push(`data-lang="${lang}"`);
  return `<script ${attributes.join(' ')} async></script>`;
}

/** The title of a widget's frame: the frame widget is named after what it shows (a calendar or the expenses). */
export function widgetTitle(name: WidgetName, params: WidgetParams = {}): string {
  if (name === 'frame-widget' && params.url?.startsWith('calendar/')) return widgetInfo('calendar-widget').title;
  return widgetInfo(name).title;
}

/** For sites that do not allow scripts: a plain iframe with a fixed height. */
export function widgetIframeSnippet(origin: string, name: WidgetName, params: WidgetParams = {}): string {
  const info = widgetInfo(name);
  return `<iframe src="${escapeAttribute(widgetUrl(origin, name, params))}" title="${escapeAttribute(widgetTitle(name, params))}" style="width:100%;height:${info.initialHeight}px;border:0" loading="lazy"></iframe>`;
}

/** Reads the widget and its parameters back from a snippet's data attributes (used by embed.js). */
export function paramsFromDataset(dataset: Record<string, string | undefined>): {
  name: WidgetName | null;
  params: WidgetParams;
} {
  const raw = dataset.minaretWidget ?? '';
  const name = (WIDGET_NAMES as readonly string[]).includes(raw) ? (raw as WidgetName) : null;
  const params: WidgetParams = {};
  if (dataset.companyUrl !== undefined) params.companyUrl = dataset.companyUrl;
  if (dataset.companyId !== undefined) params.companyId = dataset.companyId;
  if (dataset.url !== undefined) params.url = dataset.url;
  if (dataset.lang !== undefined) params.lang = dataset.lang;
  return { name, params };
}
