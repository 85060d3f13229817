import { expect, it } from 'vitest';
import { createScreens } from './screens.js';
import { FakeWebContents, recordingLogger } from './testing/fakes.js';

it('shows setup until the app is set up, then the dashboard; the shortcut brings setup back', async () => {
  let setUp = false;
  const contents = new FakeWebContents();
  const screens = createScreens({
    contents,
    pageUrl: 'minaret://app/index.html',
    isSetUp: () => setUp,
    log: recordingLogger(),
  });
  await screens.showDashboard();
  expect(screens.current()).toBe('setup');
  setUp = true;
  await screens.showDashboard();
  expect(screens.current()).toBe('dashboard');
  await screens.showSetup();
  expect(contents.loaded).toEqual([
    'minaret://app/index.html?screen=pairing',
    'minaret://app/index.html',
    'minaret://app/index.html?screen=pairing',
  ]);
  expect(screens.current()).toBe('setup');
  // The by-hand setup screen, opened from the pairing screen, is setup too.
  contents.emit('did-navigate', {}, 'minaret://app/index.html?screen=setup');
  expect(screens.current()).toBe('setup');
  // The page going back to its start by itself is the dashboard again.
  contents.emit('did-navigate', {}, 'minaret://app/index.html');
  expect(screens.current()).toBe('dashboard');
});
