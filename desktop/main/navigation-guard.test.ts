import { expect, it } from 'vitest';
import { guardNavigation } from './navigation-guard.js';
import { cancellable, FakeWebContents, recordingLogger } from './testing/fakes.js';

function guarded(origins: string[]) {
  const contents = new FakeWebContents();
  const log = recordingLogger();
  guardNavigation(contents, { allowedOrigins: () => origins, log });
  const navigate = (event: string, url: string) => {
    const action = cancellable();
    contents.emit(event, action, url);
    return action.defaultPrevented ? 'blocked' : 'allowed';
  };
  return { contents, navigate, log };
}

it('allows navigation only to the origins it is given (the app passes its own alone)', () => {
  const { navigate } = guarded(['minaret://app', 'https://minaret.example.org']);
  expect(navigate('will-navigate', 'minaret://app/index.html')).toBe('allowed');
  expect(navigate('will-navigate', 'https://minaret.example.org/masjidnoor')).toBe('allowed');
  expect(navigate('will-navigate', 'https://noor.example.org/')).toBe('blocked');
  expect(navigate('will-navigate', 'https://minaret.example.org.evil.test/')).toBe('blocked');
  expect(navigate('will-navigate', 'file:///etc/passwd')).toBe('blocked');
  expect(navigate('will-redirect', 'http://minaret.example.org/')).toBe('blocked');
});

it('follows the configured server when it changes', () => {
  const origins = ['minaret://app'];
  const { navigate } = guarded(origins);
  expect(navigate('will-navigate', 'https://minaret.example.org/')).toBe('blocked');
  origins.push('https://minaret.example.org');
  expect(navigate('will-navigate', 'https://minaret.example.org/')).toBe('allowed');
});

it('denies every new window and webview', () => {
  const { contents, log } = guarded(['minaret://app']);
  expect(contents.windowOpenHandler?.({ url: 'minaret://app/index.html' })).toEqual({ action: 'deny' });
  expect(contents.windowOpenHandler?.({ url: 'https://noor.example.org' })).toEqual({ action: 'deny' });
  const webview = cancellable();
  contents.emit('will-attach-webview', webview);
  expect(webview.defaultPrevented).toBe(true);
  expect(log.lines.filter((line) => line.startsWith('warn'))).toHaveLength(3);
});
