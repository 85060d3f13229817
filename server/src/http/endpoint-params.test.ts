import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@core/http/contract/endpoint.js';
import { optionalWholeNumber } from '@core/http/contract/text-values.js';
import { silentLogger } from '../logger.js';
import { endpointInput, endpointParams } from './endpoint-params.js';
import type { AppEnv } from './env.js';
import { handleError } from './error-handler.js';
import { AppError } from './errors.js';

const ITEM = endpoint<{ id: string; size: number }>()({
  method: 'GET',
  path: '/items/:id',
  doc: { tag: 'Test', summary: 'An item.', access: 'anyone' },
  params: z.object({ id: z.string() }),
  query: z.object({
    size: optionalWholeNumber({ label: 'size', min: 1, max: 9, fallback: 1, description: 'How many.' }),
  }),
});

function app() {
  return new Hono<AppEnv>()
    .get(ITEM.path, endpointParams(ITEM), (c) => {
      // As the public reads do: the item first, so an unknown one is a 404 whatever its options.
      if (c.req.param('id') === 'missing') throw new AppError('NOT_FOUND', 'Item not found.');
      const { params, query } = endpointInput(c, ITEM);
      return c.json({ id: params.id, size: query.size });
    })
    .get('/unchecked/:id', (c) => c.json(endpointInput(c, ITEM)))
    .onError(handleError(silentLogger));
}

describe('endpointParams and endpointInput', () => {
  it("answer the route's parsed path and query, decoded, with the defaults", async () => {
    const res = await app().request('/items/a%20b?size=3');
    expect(await res.json()).toEqual({ id: 'a b', size: 3 });
    expect(await (await app().request('/items/x')).json()).toEqual({ id: 'x', size: 1 });
  });

  it("answer a wrong query with a 400 and the contract's message, when the route reads its input", async () => {
    const res = await app().request('/items/x?size=10');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      successful: false,
      code: 'BAD_REQUEST',
      message: 'size must be a whole number from 1 to 9.',
      fieldErrors: {},
    });
    expect((await app().request('/items/missing?size=10')).status).toBe(404);
  });

  it('refuse a route that reads its input without the middleware', async () => {
    expect((await app().request('/unchecked/x')).status).toBe(500);
  });
});
