/**
 * Whether a masjid is shown to the public: active and, when an expiration date is set, not past it
 * ('YYYY-MM-DD', compared with today's UTC date). The server's reads and the dashboard's live updates
 * (docs/volunteer.md "Live updates") follow this one rule.
 */
export function isPublicMasjid(masjid: { active: boolean; expirationDate: string | null }, today: string): boolean {
  return masjid.active && (masjid.expirationDate === null || masjid.expirationDate >= today);
}
