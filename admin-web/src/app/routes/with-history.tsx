import { useSearchParams } from 'react-router-dom';
import type { HistoryEntity } from '@core/history/history.types.js';
import * as pageStyles from '../../components/page.css.js';
import { ErrorBoundary } from '../../components/error-boundary.js';
import { useRoles, useSession } from '../../lib/auth/use-session.js';
import { MasjidViewPage } from '../../features/masjids/components/masjid-view-page.js';
import { HistoryPanel } from '../../features/history/components/history-panel.js';
import { CurrentUsersPage } from '../../features/users/components/user-list-page.js';

/** The History panel under a page, for the masjid's admins (the route composes features; features do not import each other). */
function HistoryBelow({ companyId, entities }: { companyId: string | null; entities: readonly HistoryEntity[] }) {
  const { admin, superAdmin } = useRoles();
  const session = useSession();
  // Another masjid's page is refused above it; its history would only repeat the refusal.
  const ownMasjid = companyId !== null && companyId === session?.payload.companyId;
  if (!companyId || !admin || (!ownMasjid && !superAdmin)) return null;
  return (
    <div className={pageStyles.page} style={{ paddingTop: 0 }}>
      <ErrorBoundary fallback={() => null}>
        <HistoryPanel companyId={companyId} entities={entities} />
      </ErrorBoundary>
    </div>
  );
}

/** /auth/company/view: the profile, then its history. */
export function MasjidViewWithHistory() {
  const [params] = useSearchParams();
  const session = useSession();
  const companyId = params.get('id') || (session?.payload.companyId ?? null);
  return (
    <>
      <MasjidViewPage />
      <HistoryBelow companyId={companyId} entities={['company']} />
    </>
  );
}

/** /auth/company/user/list/current: the users, then the history of changes to them. */
export function UsersWithHistory() {
  const session = useSession();
  return (
    <>
      <CurrentUsersPage />
      <HistoryBelow companyId={session?.payload.companyId ?? null} entities={['user']} />
    </>
  );
}
