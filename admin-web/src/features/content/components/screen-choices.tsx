import { SCREEN_ROLES, type ScreenRole } from '@core/screens/screen-roles.js';
import { CheckboxField } from '../../../components/field.js';
import { useAdminTranslator } from '../../../lib/i18n/admin-language.js';
import * as styles from './configuration.css.js';
import * as playlistStyles from './playlist-section.css.js';
import { ROLE_KEYS } from './playlist-roles.js';

/**
 * Which screens a playlist item or a ticker line shows on (docs/screens.md, "Playlists"): roles and the
 * masjid's paired screens, none ticked meaning every screen. Each tick hands back the whole new list.
 */
export function ScreenChoices({
  chosen,
  screens,
  roleTestId,
  onChange,
}: {
  chosen: { roles: readonly ScreenRole[]; screens: readonly string[] };
  screens: ReadonlyArray<{ id: string; name: string }>;
  roleTestId: (role: ScreenRole) => string;
  onChange: (change: { roles: ScreenRole[] } | { screens: string[] }, field: 'roles' | 'screens') => void;
}) {
  const { t } = useAdminTranslator();
  const toggled = <T,>(list: readonly T[], value: T, on: boolean) =>
    on ? [...list, value] : list.filter((entry) => entry !== value);
  return (
    <fieldset className={`${styles.fieldset} ${playlistStyles.choices}`}>
      <legend className={playlistStyles.choicesLegend}>{t('settings.playlist.screens')}</legend>
      {SCREEN_ROLES.map((role) => (
        <CheckboxField
          key={role}
          label={t(ROLE_KEYS[role])}
          checked={chosen.roles.includes(role)}
          data-testid={roleTestId(role)}
          onChange={(event) => onChange({ roles: toggled(chosen.roles, role, event.target.checked) }, 'roles')}
        />
      ))}
      {screens.map((screen) => (
        <CheckboxField
          key={screen.id}
          label={t('settings.playlist.screen', { name: screen.name })}
          checked={chosen.screens.includes(screen.id)}
          onChange={(event) =>
            onChange({ screens: toggled(chosen.screens, screen.id, event.target.checked) }, 'screens')
          }
        />
      ))}
      <p className={playlistStyles.hint}>{t('settings.playlist.everyScreen')}</p>
    </fieldset>
  );
}
