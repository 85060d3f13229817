import type { KeptAnswer, KeptSource } from '../read-model/kept-lane.js';
import { RequestLines } from '../read-model/request-lines.js';

export interface KeptFiles extends KeptSource {
  /** A request line the web routes answered with a built file held in memory. */
  remember(pathAndQuery: string, answer: KeptAnswer): void;
}

/**
 * The built files for the kept lane (docs/read-model.md): the web routes remember which file in memory
 * answered each anonymous request line, and the lane sends it again without the app. The files in memory
 * do not change while the process runs (a new build needs a restart), so a line stays right.
 */
export function createKeptFiles(): KeptFiles {
  const lines = new RequestLines<KeptAnswer>();
  return {
    remember: (pathAndQuery, answer) => lines.set(pathAndQuery, answer),
    keptFor: (pathAndQuery) => lines.get(pathAndQuery) ?? null,
  };
}
