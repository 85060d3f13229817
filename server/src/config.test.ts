import path from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

it('has working defaults for a fresh machine', () => {
  const config = loadConfig({});
  expect(config.port).toBe(8085);
  expect(config.dataDir).toBe(path.resolve('data'));
  expect(config.databaseUrl).toBeUndefined();
  expect(config.publicUrl).toBe('http://localhost:8085');
  expect(config.smtpUrl).toBeUndefined();
});

it('treats empty variables as unset and trims the public URL', () => {
  const config = loadConfig({ DATABASE_URL: '', PORT: '9000', PUBLIC_URL: 'https://minaret.example.org/' });
  expect(config.databaseUrl).toBeUndefined();
  expect(config.publicUrl).toBe('https://minaret.example.org');
});

it('lists every wrong variable at once', () => {
  let error: unknown;
  try {
    loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', JWT_SECRET: 'short', SUPERADMIN_PASSWORD: '123' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  const problems = (error as ConfigError).problems.join('\n');
  for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'SUPERADMIN_PASSWORD']) expect(problems).toContain(name);
});

it('asks Open-Meteo for the weather unless WEATHER_URL says otherwise (docs/weather.md)', () => {
  expect(loadConfig({}).weatherUrl).toBe('https://api.open-meteo.com/v1/forecast');
  expect(loadConfig({ WEATHER_URL: '' }).weatherUrl).toBeNull();
  expect(loadConfig({ WEATHER_URL: ' OFF ' }).weatherUrl).toBeNull();
  expect(loadConfig({ WEATHER_URL: 'http://10.0.0.5:8080/v1/forecast' }).weatherUrl).toBe(
    'http://10.0.0.5:8080/v1/forecast',
  );
  expect(loadConfig({}).weatherTimeoutMs).toBe(3000);
  let error: unknown;
  try {
    loadConfig({ WEATHER_URL: 'ftp://weather.example.org', PORT: 'eighty' });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(ConfigError);
  expect((error as ConfigError).problems).toEqual([
    expect.stringContaining('PORT'),
    expect.stringContaining('WEATHER_URL'),
  ]);
  expect(() => loadConfig({ WEATHER_URL: 'weather' })).toThrow(/WEATHER_URL/);
});
