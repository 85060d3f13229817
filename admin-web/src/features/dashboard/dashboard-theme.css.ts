import { createTheme, createThemeContract } from '@vanilla-extract/css';
import type { DashboardTheme } from '@core/configuration/definitions.js';

/** Colours of the public dashboard, chosen per masjid by dashboard_theme (light, dark, high-contrast). */
export const tv = createThemeContract({
  page: null,
  surface: null,
  text: null,
  muted: null,
  brand: null,
  onBrand: null,
  accent: null,
  onAccent: null,
  border: null,
  nextRow: null,
  warn: null,
  onWarn: null,
  scale: null,
});

const light = createTheme(tv, {
  page: '#eef2f0',
  surface: '#ffffff',
  text: '#16201c',
  muted: '#4f5e58',
  brand: '#0f5132',
  onBrand: '#ffffff',
  accent: '#c9a227',
  onAccent: '#1c2321',
  border: '#cfd9d4',
  nextRow: '#fbf0c9',
  warn: '#b3261e',
  onWarn: '#ffffff',
  scale: '1',
});

const dark = createTheme(tv, {
  page: '#0b1310',
  surface: '#13201a',
  text: '#eef4f1',
  muted: '#a4b7ae',
  brand: '#2f8f5b',
  onBrand: '#ffffff',
  accent: '#e2bb4d',
  onAccent: '#111111',
  border: '#29403a',
  nextRow: '#2f2b14',
  warn: '#ff6b5e',
  onWarn: '#111111',
  scale: '1',
});

const highContrast = createTheme(tv, {
  page: '#000000',
  surface: '#000000',
  text: '#ffffff',
  muted: '#f0f0f0',
  brand: '#ffd400',
  onBrand: '#000000',
  accent: '#ffd400',
  onAccent: '#000000',
  border: '#ffffff',
  nextRow: '#3a3a3a',
  warn: '#ff5a4f',
  onWarn: '#000000',
  scale: '1.08',
});

export const THEME_CLASS: Record<DashboardTheme, string> = { light, dark, 'high-contrast': highContrast };
