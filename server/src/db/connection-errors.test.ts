import { expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors.js';

it('tells an unreachable database from a request the database refused', () => {
  const error = (code: string | undefined, message: string) => Object.assign(new Error(message), code ? { code } : {});
  expect(isDatabaseUnavailable(error('57P01', 'terminating connection due to administrator command'))).toBe(true);
  expect(isDatabaseUnavailable(error('57P03', 'the database system is starting up'))).toBe(true);
  expect(isDatabaseUnavailable(error('08006', 'connection failure'))).toBe(true);
  expect(isDatabaseUnavailable(error('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))).toBe(true);
  expect(isDatabaseUnavailable(error('55000', 'database "x" is not currently accepting connections'))).toBe(true);
  expect(isDatabaseUnavailable(error(undefined, 'Connection terminated unexpectedly'))).toBe(true);
  // The request's own fault or a bug: not an outage.
  expect(isDatabaseUnavailable(error('23505', 'duplicate key value violates unique constraint'))).toBe(false);
  expect(isDatabaseUnavailable(error('22P02', 'invalid input syntax for type integer'))).toBe(false);
  expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false);
  expect(isDatabaseUnavailable(null)).toBe(false);
});
