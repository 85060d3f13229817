import { setPasswordCostForTests } from '../auth/password.js';

// The unit project's setup file: cheap password hashes for route tests (server/src/auth/password.ts says
// why); password.test.ts checks the cost users get.
setPasswordCostForTests({ N: 1024, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
