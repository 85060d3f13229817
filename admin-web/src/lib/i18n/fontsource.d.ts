/** The script fonts' stylesheets, loaded on demand (script-fonts.ts, widgets/shared/widget-locale.ts). */
declare module '@fontsource/noto-sans-arabic/*.css';
declare module '@fontsource/noto-sans-bengali/*.css';
