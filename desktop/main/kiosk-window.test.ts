import { describe, expect, it } from 'vitest';
import { keyAction, type KeyInput } from './keyboard.js';
import { createKioskWindow, reveal } from './kiosk-window.js';
import { cancellable, FakeWindow, recordingLogger } from './testing/fakes.js';
import { kioskWindowOptions } from './window-options.js';

const key = (key: string, modifiers: Partial<KeyInput> = {}): KeyInput => ({
  type: 'keyDown',
  key,
  control: false,
  meta: false,
  shift: false,
  alt: false,
  ...modifiers,
});

describe('keyAction', () => {
  it('opens setup with Ctrl+Shift+S (Cmd+Shift+S on macOS)', () => {
    expect(keyAction(key('S', { control: true, shift: true }), 'win32', true)).toBe('open-setup');
    expect(keyAction(key('s', { meta: true, shift: true }), 'darwin', true)).toBe('open-setup');
    expect(keyAction(key('s', { control: true }), 'win32', true)).toBe('pass');
    expect(keyAction({ ...key('s', { control: true, shift: true }), type: 'keyUp' }, 'linux', true)).toBe('pass');
  });

  it('blocks developer tools and Alt+F4 in production only', () => {
    expect(keyAction(key('F12'), 'win32', true)).toBe('block');
    expect(keyAction(key('I', { control: true, shift: true }), 'linux', true)).toBe('block');
    expect(keyAction(key('i', { meta: true, alt: true }), 'darwin', true)).toBe('block');
    expect(keyAction(key('F4', { alt: true }), 'win32', true)).toBe('block');
    expect(keyAction(key('F12'), 'win32', false)).toBe('pass');
    expect(keyAction(key('a'), 'win32', true)).toBe('pass');
  });

  it('refuses the keys that close, quit, reload, hide, zoom or leave full screen, in production', () => {
    const refused: Array<[string, Partial<KeyInput>, NodeJS.Platform]> = [
      ['w', { control: true }, 'win32'],
      ['F4', { control: true }, 'linux'],
      ['q', { control: true }, 'linux'],
      ['r', { control: true }, 'win32'],
      ['R', { control: true, shift: true }, 'win32'],
      ['F5', {}, 'win32'],
      ['F11', {}, 'linux'],
      ['=', { control: true }, 'win32'],
      ['-', { control: true }, 'win32'],
      ['0', { control: true }, 'linux'],
      ['p', { control: true }, 'win32'],
      ['q', { meta: true }, 'darwin'],
      ['w', { meta: true }, 'darwin'],
      ['h', { meta: true }, 'darwin'],
      ['m', { meta: true }, 'darwin'],
    ];
    const passed = refused.filter(
      ([name, modifiers, platform]) => keyAction(key(name, modifiers), platform, true) !== 'block',
    );
    expect(passed).toEqual([]);
    // Editing keys still work in the setup screen's address field.
    for (const name of ['a', 'c', 'v', 'x', 'z'])
      expect(keyAction(key(name, { control: true }), 'win32', true)).toBe('pass');
    expect(keyAction(key('v', { meta: true }), 'darwin', true)).toBe('pass');
    expect(keyAction(key('r', { control: true }), 'win32', false)).toBe('pass');
  });
});

function open(mayClose = () => false) {
  let created: FakeWindow | null = null;
  const setupRequests: number[] = [];
  const window = createKioskWindow({
    createWindow: (options) => (created = new FakeWindow(options)),
    options: kioskWindowOptions({ preload: 'p', devTools: false }),
    platform: 'win32',
    production: true,
    mayClose,
    onSetupShortcut: () => setupRequests.push(1),
    log: recordingLogger(),
  });
  return { window, created: created!, setupRequests };
}

describe('createKioskWindow', () => {
  it('creates the window from the kiosk options with no menu, shown once ready', () => {
    const { window, created } = open();
    expect(window).toBe(created);
    expect(created.options).toMatchObject({ kiosk: true });
    expect(created.calls).toEqual(['removeMenu', 'setMenuBarVisibility(false)']);
    created.emit('ready-to-show');
    expect(created.calls).toContain('show');
  });

  it('refuses to close unless the app is quitting', () => {
    let quitting = false;
    const { created } = open(() => quitting);
    const first = cancellable();
    created.emit('close', first);
    expect(first.defaultPrevented).toBe(true);
    quitting = true;
    const second = cancellable();
    created.emit('close', second);
    expect(second.defaultPrevented).toBe(false);
  });

  it('turns the setup shortcut into a setup request and swallows blocked keys', () => {
    const { created, setupRequests } = open();
    const shortcut = cancellable();
    created.webContents.emit('before-input-event', shortcut, key('s', { control: true, shift: true }));
    expect(setupRequests).toHaveLength(1);
    expect(shortcut.defaultPrevented).toBe(true);
    const devTools = cancellable();
    created.webContents.emit('before-input-event', devTools, key('F12'));
    expect(devTools.defaultPrevented).toBe(true);
    const typing = cancellable();
    created.webContents.emit('before-input-event', typing, key('h'));
    expect(typing.defaultPrevented).toBe(false);
    expect(setupRequests).toHaveLength(1);
  });

  it('takes kiosk mode back when the window manager drops full screen', () => {
    const { created } = open();
    created.emit('leave-full-screen');
    expect(created.calls).toContain('setKiosk(true)');
  });
});

it('reveal restores a minimised window and focuses it', () => {
  const window = new FakeWindow({});
  window.minimized = true;
  reveal(window);
  expect(window.calls).toEqual(['restore', 'show', 'focus']);
});
