/** The bundled gazetteer's rows (admin-web/near-me-places.ts), a chunk of their own. */
declare module 'virtual:near-me-places' {
  const rows: ReadonlyArray<readonly [string, string, string, number, number]>;
  export default rows;
}
