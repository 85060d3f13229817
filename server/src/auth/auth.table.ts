export interface AppSecretTable {
  name: string;
  value: string;
}

/** One throttle counter (an address, an account, an account from an address, registrations of an address). */
export interface LoginAttemptTable {
  key: string;
  /** The last attempt counted; a counter is forgotten an hour after it. */
  last_attempt_at: Date;
  failures: number;
  /** No attempt is checked before this moment. */
  blocked_until: Date | null;
  /** Id of the attempt that last moved the counter: tells a caller whether its own attempt was counted. */
  claim: string | null;
}
