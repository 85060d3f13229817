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
import { SAVE_CENTRAL_CONTROL } from './content.js';
import { SAVE_OCCASIONS } from './occasions.js';
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

  it('leaves out what the server fills in: a z.preprocess field is typed as sent, and optional where it may be absent', () => {
    // The server reads a left-out text as '', a left-out amount as 0, a left-out session as the first and a
    // left-out flag as its default (core/src/validation/sent-as.ts); the typed call takes the same bodies.
    const content = {
      companyId: 'c1',
      version: 0,
      funds: [{ name: 'Roof', goal: '12,500' }],
      jummahs: [{ khateeb: 'Imam Ali', date: '2026-11-27' }],
      reminders: [{ text: 'Be kind' }],
      customConfigurations: [{ name: 'clock_type', value: 2 }],
    } satisfies CallInput<typeof SAVE_CENTRAL_CONTROL>['body'];
    const occasions = {
      version: 0,
      jumuahSessions: [{ khutbah: '13:15' }],
      eidPrayers: [],
      ramadan: {},
    } satisfies CallInput<typeof SAVE_OCCASIONS>['body'];
    // And the schemas take them as typed.
    expect(SAVE_CENTRAL_CONTROL.body.safeParse(content).success).toBe(true);
    expect(SAVE_OCCASIONS.body.safeParse(occasions).success).toBe(true);
    const refused = () => {
      // @ts-expect-error a fund's name is required: left out, the server refuses it
      void call(SAVE_CENTRAL_CONTROL, { body: { companyId: 'c1', version: 0, funds: [{ goal: 1 }] } });
      // @ts-expect-error a session is a number or its text, not a flag
      void call(SAVE_CENTRAL_CONTROL, { body: { companyId: 'c1', version: 0, jummahs: [{ session: true }] } });
      const noKhutbah = { version: 0, jumuahSessions: [{}], eidPrayers: [], ramadan: {} };
      // @ts-expect-error a khutbah time is required
      void call(SAVE_OCCASIONS, { params: { companyId: 'c1' }, body: noKhutbah });
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
