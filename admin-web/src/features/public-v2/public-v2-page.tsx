import { useEffect } from 'react';
import { useParams } from 'react-router-dom';

/** /v2/:companyUrl: docs/product-rules.md keeps this address as a placeholder showing only a title and the url. */
export function PublicV2Page() {
  const { companyUrl = '' } = useParams();
  useEffect(() => {
    document.title = 'Minaret';
  }, []);
  return (
    <main style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ margin: '0 0 8px' }}>Minaret</h1>
      <p style={{ margin: 0 }} data-testid="v2-url">
        {companyUrl}
      </p>
    </main>
  );
}
