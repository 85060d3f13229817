export interface PowerSaveBlockerLike {
  start(type: 'prevent-app-suspension' | 'prevent-display-sleep'): number;
  stop(id: number): boolean;
  isStarted(id: number): boolean;
}

/** The prayer-hall screen must never blank or sleep; returns the way to let it sleep again. */
export function keepDisplayAwake(blocker: PowerSaveBlockerLike): () => void {
  const id = blocker.start('prevent-display-sleep');
  return () => {
    if (blocker.isStarted(id)) blocker.stop(id);
  };
}
