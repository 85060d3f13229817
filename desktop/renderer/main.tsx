import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../admin-web/src/styles/theme.css.js';
import { DashboardScreen } from './dashboard-screen.js';
import { SetupScreen } from './setup/setup-screen.js';
import { PairingScreen } from './pairing/pairing-screen.js';
import { isPairingRequested, isSetupRequested, signageBridge } from './signage-bridge.js';
import * as styles from './setup/setup-screen.css.js';

/**
 * The signage renderer: the setup screen (first run, or the setup shortcut) or the masjid's dashboard,
 * which is the web's own dashboard fed by the preload bridge.
 */
async function screen(): Promise<ReactNode> {
  const bridge = signageBridge();
  if (!bridge) return <p className={styles.page}>This page runs inside the Minaret Signage app.</p>;
  if (isSetupRequested(window.location.search)) return <SetupScreen bridge={bridge} />;
  const settings = await bridge.settings().catch(() => null);
  if (!settings || isPairingRequested(window.location.search)) return <PairingScreen bridge={bridge} />;
  return <DashboardScreen bridge={bridge} companyUrl={settings.companyUrl} />;
}

const root = createRoot(document.getElementById('root')!);
void screen().then((content) => root.render(<StrictMode>{content}</StrictMode>));
