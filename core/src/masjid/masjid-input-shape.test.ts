import { expect, it } from 'vitest';
import { masjidInputSchema } from './masjid.schema.js';

it('refuses a masjid without an address, or with an address that is not an object, instead of throwing', () => {
  for (const address of [undefined, null, 0, 'Main St', []]) {
    const parsed = masjidInputSchema.safeParse({ name: 'Masjid', url: 'masjid', address });
    expect(parsed.success).toBe(false);
  }
  expect(masjidInputSchema.safeParse({}).success).toBe(false);
});
