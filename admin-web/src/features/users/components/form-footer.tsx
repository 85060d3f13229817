import type { ReactNode } from 'react';
import { FormErrors } from '../../../components/field.js';
import * as pageStyles from '../../../components/page.css.js';

/** How the user and password forms end: the server's messages that belong to no field, then the buttons. */
export function FormFooter({ messages, children }: { messages: readonly string[]; children: ReactNode }) {
  return (
    <>
      <FormErrors messages={messages} />
      <div className={pageStyles.actions} style={{ marginTop: 24 }}>
        {children}
      </div>
    </>
  );
}
