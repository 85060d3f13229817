/** The test files under `folder` (relative to the repository, sorted) that open a test database. */
export function databaseTestFiles(folder?: string): string[];
