import { useEffect, useState, type FormEvent } from 'react';
import type { CompanyUrl } from '@core/api-types.js';
import { Button } from '../../../admin-web/src/components/button.js';
import { CheckboxField, SelectField, TextField } from '../../../admin-web/src/components/field.js';
import type { SetupState, SignageBridge } from '../../ipc/ipc-contract.js';
import * as styles from './setup-screen.css.js';

type ServerState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'found'; serverUrl: string; masjids: CompanyUrl[] }
  | { status: 'failed'; message: string };

/**
 * First run, and the setup shortcut later: the server address, the masjid this screen shows, and
 * whether it starts with the computer. Every check runs in the main process; this screen only asks and
 * shows the answers (as text: masjid names are never HTML).
 */
export function SetupScreen({ bridge }: { bridge: SignageBridge }) {
  const [initial, setInitial] = useState<SetupState | null>(null);
  const [address, setAddress] = useState('');
  const [server, setServer] = useState<ServerState>({ status: 'idle' });
  const [companyUrl, setCompanyUrl] = useState('');
  const [startAtLogin, setStartAtLogin] = useState(true);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  async function findMasjids(value: string, preferred: string | null) {
    setServer({ status: 'checking' });
    setSaveError(null);
    const check = await bridge
      .checkServer(value)
      .catch((error: unknown) => ({ ok: false as const, message: String(error) }));
    if (!check.ok) {
      setServer({ status: 'failed', message: check.message });
      return;
    }
    setAddress(check.serverUrl);
    setServer({ status: 'found', serverUrl: check.serverUrl, masjids: check.masjids });
    const choice = [check.suggestedCompanyUrl, preferred].find(
      (url) => url && check.masjids.some((masjid) => masjid.url === url),
    );
    setCompanyUrl(choice ?? check.masjids[0]?.url ?? '');
  }

  useEffect(() => {
    void bridge.setupState().then((state) => {
      setInitial(state);
      setStartAtLogin(state.startAtLogin);
      if (state.serverUrl) {
        setAddress(state.serverUrl);
        void findMasjids(state.serverUrl, state.companyUrl);
      }
    });
    // Once per screen: the saved choice is read when the setup screen opens, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- findMasjids changes every render; running it again would undo the user's choice
  }, [bridge]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (server.status !== 'found') return;
    setSaving(true);
    setSaveError(null);
    const result = await bridge
      .saveSetup({ serverAddress: server.serverUrl, companyUrl, startAtLogin })
      .catch((error: unknown) => ({ ok: false as const, message: String(error) }));
    setSaving(false);
    // On success main replaces this page with the dashboard.
    if (!result.ok) setSaveError(result.message);
  }

  const checking = server.status === 'checking';
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>Minaret Signage setup</h1>
        <p className={styles.intro}>
          This screen shows a masjid's prayer times from a Minaret server. Enter the server's address, choose the
          masjid, then save.
        </p>

        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            void findMasjids(address, initial?.companyUrl ?? null);
          }}
        >
          <TextField
            className={styles.grow}
            label="Server address"
            name="serverAddress"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder="https://minaret.example.org"
            value={address}
            onChange={(event) => {
              setAddress(event.target.value);
              // A masjid list (or an error) belongs to the address it was found for, not to a new one.
              if (server.status !== 'checking') setServer({ status: 'idle' });
            }}
            autoFocus
          />
          <Button type="submit" tone="secondary" disabled={checking}>
            Find masjids
          </Button>
        </form>

        {checking && (
          <p className={styles.progress} role="status">
            Checking the server…
          </p>
        )}
        {server.status === 'failed' && (
          <p className={styles.message} role="alert">
            {server.message}
          </p>
        )}

        {server.status === 'found' && (
          <form onSubmit={save} className={styles.choice}>
            <SelectField
              label="Masjid"
              name="companyUrl"
              value={companyUrl}
              onChange={(event) => setCompanyUrl(event.target.value)}
              required
            >
              {server.masjids.map((masjid) => (
                <option key={masjid.url} value={masjid.url}>
                  {masjid.name}
                </option>
              ))}
            </SelectField>
            <CheckboxField
              label="Start Minaret Signage when this computer starts"
              checked={startAtLogin}
              onChange={(event) => setStartAtLogin(event.target.checked)}
            />
            {saveError && (
              <p className={styles.message} role="alert">
                {saveError}
              </p>
            )}
            <div className={styles.actions}>
              <Button type="submit" tone="primary" disabled={saving || !companyUrl}>
                {saving ? 'Checking the masjid…' : 'Save and show the dashboard'}
              </Button>
            </div>
          </form>
        )}

        <div className={styles.actions}>
          {initial?.serverUrl && initial.companyUrl && (
            <Button tone="secondary" onClick={() => void bridge.closeSetup()}>
              Back to the dashboard
            </Button>
          )}
          <Button tone="ghost" onClick={() => void bridge.quit()}>
            Quit Minaret Signage
          </Button>
        </div>

        <p className={styles.footer}>
          To come back to this screen later, press{' '}
          <kbd className={styles.keys}>{initial?.setupShortcut ?? 'Ctrl+Shift+S'}</kbd> on the dashboard.
        </p>
      </div>
    </main>
  );
}
