import { expect, it } from 'vitest';
import { ByteLru } from './byte-lru.js';

it('forgets the least recently used entries once the byte budget is exceeded, and tells which', () => {
  const evicted: string[] = [];
  const lru = new ByteLru<{ size: number }>(100, (key) => evicted.push(key));
  lru.set('a', { size: 40 });
  lru.set('b', { size: 40 });
  expect(lru.get('a')).toBeDefined(); // a is now the most recent
  lru.set('c', { size: 40 });
  expect(evicted).toEqual(['b']);
  expect(lru.get('b')).toBeUndefined();
  expect(lru.bytes).toBe(80);
  lru.set('huge', { size: 500 });
  expect(lru.get('huge')).toBeUndefined();
  lru.set('a', { size: 10 });
  expect(lru.bytes).toBe(50);
  lru.delete('c');
  expect(lru.size).toBe(1);
});

it('keeps the order right when the newest entry is read again and again', () => {
  const evicted: string[] = [];
  const lru = new ByteLru<{ size: number }>(100, (key) => evicted.push(key));
  lru.set('a', { size: 40 });
  lru.set('b', { size: 40 });
  lru.get('b');
  lru.get('b');
  lru.get('a');
  lru.get('a');
  lru.set('c', { size: 40 });
  expect(evicted).toEqual(['b']);
  lru.delete('c');
  lru.get('a');
  lru.set('d', { size: 40 });
  lru.set('e', { size: 40 });
  expect(evicted).toEqual(['b', 'a']);
});
