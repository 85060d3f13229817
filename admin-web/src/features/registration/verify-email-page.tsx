import { Link, useSearchParams } from 'react-router-dom';
import { Card, Page } from '../../components/page.js';
import { errorMessage } from '../../lib/api-client.js';
import { useVerifyEmail } from './api/verify-email.js';

/** /auth/register/verify?userId=&emailVerifyCode=: 'Confirm Registration'. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const code = params.get('emailVerifyCode') ?? '';
  const result = useVerifyEmail(userId, code);
  const missing = !userId || !code;
  return (
    <Page title="Confirm Registration">
      <Card narrow>
        <p role="status">
          {missing
            ? 'This confirmation link is not complete. Open the link from the email again.'
            : result.isPending
              ? 'Loading...'
              : result.isError
                ? errorMessage(result.error)
                : result.data.message}
        </p>
        {result.isSuccess && <Link to="/">Login</Link>}
      </Card>
    </Page>
  );
}
