import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Masjid, ServiceResponse, User } from '../../api-types.js';
import type { MethodList } from '../../prayer/method-list.js';
import type { UserUpdateInput } from '../../user/user.schema.js';
import { VALIDATE_IMPORT } from './bulk.js';
import type { ResponseOf } from './endpoint.js';
import { callRequest, typedCall, type CallInput, type CallRequest } from './call.js';
import { MASJID } from './masjids.js';
import { PRAYER_METHODS } from './prayer.js';
import { HEALTH } from './server-status.js';
import { UPDATE_USER } from './users.js';

describe('the typed call', () => {
  const sent: CallRequest[] = [];
  const call = typedCall((request) => {
    sent.push(request);
    return Promise.resolve({ echoed: request.path });
  });

  it("answers each endpoint's own type", () => {
    expectTypeOf(call(MASJID, { params: { id: 'm1' } })).resolves.toEqualTypeOf<Masjid>();
    expectTypeOf(call(PRAYER_METHODS, { query: { country: 'PK' } })).resolves.toEqualTypeOf<MethodList>();
    expectTypeOf(call(HEALTH)).resolves.toEqualTypeOf<string>();
    expectTypeOf(
      call(UPDATE_USER, { params: { companyId: 'c', id: 'u' }, body: {} as UserUpdateInput }),
    ).resolves.toEqualTypeOf<ServiceResponse<User>>();
    expectTypeOf(call(VALIDATE_IMPORT, { body: new FormData() })).resolves.toEqualTypeOf<
      ResponseOf<typeof VALIDATE_IMPORT>
    >();
    expectTypeOf<ResponseOf<typeof VALIDATE_IMPORT>>().not.toBeUnknown();
  });

  it('takes exactly what the contract names', () => {
    // Path parameters are required where the path names them, and only those names.
    expectTypeOf<CallInput<typeof MASJID>['params']>().toEqualTypeOf<{ id: string | number }>();
    // Never run: each line is a call the type check refuses.
    const refused = () => {
      // @ts-expect-error a path with :id needs its parameters
      void call(MASJID);
      // @ts-expect-error a parameter the path does not name
      void call(MASJID, { params: { id: 'm1', other: 'x' } });
      // @ts-expect-error a query option the schema does not know
      void call(PRAYER_METHODS, { query: { countryCode: 'PK' } });
      // @ts-expect-error the body is the contract's schema, not anything
      void call(UPDATE_USER, { params: { companyId: 'c', id: 'u' }, body: { firstName: 42 } });
      // @ts-expect-error a body core describes is required
      void call(UPDATE_USER, { params: { companyId: 'c', id: 'u' } });
    };
    expect(refused).toBeTypeOf('function');
  });

  it('sends the method, the filled path and the body', async () => {
    sent.length = 0;
    await call(MASJID, { params: { id: 'a b/c' } });
    await call(PRAYER_METHODS, { query: { country: 'PK' } });
    const body = { firstName: 'Amina', lastName: 'Khan', email: 'amina@example.org' } as UserUpdateInput;
    await call(UPDATE_USER, { params: { companyId: 'c1', id: 'u1' }, body });
    expect(sent).toEqual([
      { method: 'GET', path: '/api/auth/companies/a%20b%2Fc' },
      { method: 'GET', path: '/api/prayer/methods?country=PK' },
      { method: 'PUT', path: '/api/auth/companies/c1/users/u1', body },
    ]);
    expect(callRequest(HEALTH, {})).toEqual({ method: 'GET', path: '/api/health' });
  });
});
