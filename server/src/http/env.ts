import type { Auth } from '../auth/access.js';
import type { ScreenRow } from '../screens/screen.table.js';
import type { CodedText } from '@core/validation/coded-message.js';
import type { EncodedBody } from '../read-model/encoded-body.js';

/** Hono environment shared by every route. */
export interface AppEnv {
  Variables: {
    /** The signed-in user, or null for anonymous calls. */
    auth: Auth | null;
    /** Why a presented token was not accepted (expired, user deactivated ...), for a clear 401. */
    authProblem: CodedText | undefined;
    /** The screen whose token a route declared `screen` was called with (checked by declared-access.ts). */
    screen: ScreenRow | undefined;
    /** The kept body a route answered with (read-model/send-kept.ts), for the read model to keep as it is. */
    keptBody: EncodedBody | undefined;
  };
}
