/** Font stylesheets loaded on demand (script-fonts.ts, widgets/shared/widget-locale.ts, the dashboard's Amiri). */
declare module '@fontsource/noto-sans-arabic/*.css';
declare module '@fontsource/noto-sans-bengali/*.css';
declare module '@fontsource/amiri/*.css';
