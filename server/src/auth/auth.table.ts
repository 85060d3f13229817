export interface AppSecretTable {
  name: string;
  value: string;
}

export interface LoginAttemptTable {
  key: string;
  window_start: Date;
  failures: number;
}
