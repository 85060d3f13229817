// electron-builder `beforeBuild` hook. The main process and preload are bundled by electron-vite with
// every dependency inside (out/), so the packaged app needs no node_modules at all: answering false tells
// electron-builder that node_modules are handled elsewhere, so it neither rebuilds nor copies the root
// package's dependencies (the server's: Hono, PGlite, pg...) into app.asar.
async function beforeBuild() {
  return false;
}

module.exports = { beforeBuild, default: beforeBuild };
