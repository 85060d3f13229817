import { useEffect, useState } from 'react';
import { formatPairingCode } from '@core/screens/pairing-code.js';
import { Button } from '../../../admin-web/src/components/button.js';
import { TextField } from '../../../admin-web/src/components/field.js';
import { SETUP_QUERY, type PairingState, type SetupState, type SignageBridge } from '../../ipc/ipc-contract.js';
import * as styles from '../../../admin-web/src/components/screen-pairing.css.js';
import { QrCode } from '../../../admin-web/src/components/qr-code.js';

/** How often the page asks main what to show; main does the polling of the server. */
const REFRESH_MS = 1_000;

/**
 * First run and the setup shortcut (docs/screens.md): a large pairing code and a QR code of the admin page
 * that claims it. Main asks the server for the code and polls it; once an admin claims it, main stores the
 * pairing and shows the dashboard. The server address is asked only when the app was built without one.
 */
export function PairingScreen({ bridge }: { bridge: SignageBridge }) {
  const [state, setState] = useState<PairingState>({ status: 'idle' });
  const [setup, setSetup] = useState<SetupState | null>(null);
  const [address, setAddress] = useState('');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    void bridge.setupState().then(setSetup);
    void bridge.startPairing(null).then(setState);
    const timer = setInterval(() => {
      setNow(Date.now());
      void bridge.pairingState().then(setState);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [bridge]);

  const setUp = Boolean(setup?.serverUrl && setup.companyUrl);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Pair this screen with your masjid</h1>
        {state.status === 'needs-server' || (state.status === 'idle' && setup && !setup.serverUrl) ? (
          <ServerAddressForm
            message={state.status === 'needs-server' ? state.message : null}
            address={address}
            onChange={setAddress}
            onSubmit={() => void bridge.startPairing(address).then(setState)}
          />
        ) : state.status === 'waiting' ? (
          <div className={styles.pairing}>
            <div>
              <ol className={styles.steps}>
                <li>On a phone or computer, sign in to Minaret as an admin of the masjid and open Screens.</li>
                <li>Type this code (or scan the QR code) and name the screen:</li>
              </ol>
              <p
                className={styles.code}
                aria-label={`Pairing code ${state.code.split('').join(' ')}`}
                data-testid="pairing-code"
              >
                {formatPairingCode(state.code)}
              </p>
              <p className={styles.muted}>
                {validFor(state.expiresAt, now)} · {state.serverUrl}
              </p>
            </div>
            <figure style={{ margin: 0 }}>
              <div className={styles.qr}>
                <QrCode text={state.claimUrl} size={320} label="QR code of the page that pairs this screen" />
              </div>
              <figcaption className={styles.qrCaption}>Scan to pair</figcaption>
            </figure>
          </div>
        ) : state.status === 'failed' ? (
          <p className={styles.message} role="alert">
            {state.message}
          </p>
        ) : state.status === 'paired' ? (
          <p className={styles.muted} role="status">
            Paired. Opening the dashboard…
          </p>
        ) : (
          <p className={styles.muted} role="status">
            Asking the server for a pairing code…
          </p>
        )}
        <div className={styles.actions}>
          <button type="button" className={styles.link} onClick={() => (window.location.search = SETUP_QUERY)}>
            Set up by hand instead (server and masjid)
          </button>
          {state.status !== 'needs-server' && (
            <button type="button" className={styles.link} onClick={() => void bridge.startPairing('').then(setState)}>
              Use another server
            </button>
          )}
          {setUp && (
            <Button tone="secondary" onClick={() => void bridge.closeSetup()}>
              Back to the dashboard
            </Button>
          )}
          <Button tone="ghost" onClick={() => void bridge.quit()}>
            Quit Minaret Signage
          </Button>
        </div>
        <p className={styles.muted}>
          To come back to this screen later, press <kbd>{setup?.setupShortcut ?? 'Ctrl+Shift+S'}</kbd> on the dashboard.
        </p>
      </div>
    </main>
  );
}

function ServerAddressForm(props: {
  message: string | null;
  address: string;
  onChange(value: string): void;
  onSubmit(): void;
}) {
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <p className={styles.muted} style={{ flexBasis: '100%' }}>
        Enter the address of your Minaret server, as your masjid's admins open it.
      </p>
      <TextField
        className={styles.grow}
        label="Server address"
        name="serverAddress"
        inputMode="url"
        spellCheck={false}
        placeholder="https://minaret.example.org"
        value={props.address}
        onChange={(event) => props.onChange(event.target.value)}
        error={props.message ?? undefined}
        autoFocus
      />
      <Button type="submit">Show a pairing code</Button>
    </form>
  );
}

function validFor(expiresAt: string, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(expiresAt) - now) / 1000));
  if (seconds === 0) return 'A new code is on its way';
  return `Valid for ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
