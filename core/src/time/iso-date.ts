/** 'YYYY-MM-DD' of an instant in UTC. */
export function isoDateUtc(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
