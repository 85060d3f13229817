type PermissionRequestHandler = (contents: unknown, permission: string, callback: (granted: boolean) => void) => void;

export interface PermissionSession {
  setPermissionRequestHandler(handler: PermissionRequestHandler | null): void;
  setPermissionCheckHandler(handler: ((contents: unknown, permission: string) => boolean) | null): void;
}

/**
 * Electron security checklist: 'Handle session permission requests from remote content'. A dashboard
 * needs no camera, microphone, location, notifications or anything else; every request is refused.
 */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
