import { useEffect, useState } from 'react';
import { Button } from '../../components/button.js';
import { CheckboxField, SelectField, TextField } from '../../components/field.js';
import { LoadingIndicator } from '../../components/loading-indicator.js';
import { Card, Page } from '../../components/page.js';
import * as pageStyles from '../../components/page.css.js';
import { showAlert } from '../../lib/alerts.js';

const LOADING_DEMO_MS = 2000;

/** docs/product-rules.md ("Pages") 'Debug page': a super admin checks alerts, the loading indicator and inputs. */
export function ExamplesPage() {
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLoading(false), LOADING_DEMO_MS);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Page title="Examples" subtitle="Alerts, loading indicator and inputs as the app shows them.">
      <Card>
        <div className={pageStyles.actions}>
          <Button onClick={() => showAlert('success', 'This is a success alert.')}>Success alert</Button>
          <Button tone="secondary" onClick={() => showAlert('warn', 'This is a warning alert.')}>
            Warn alert
          </Button>
          <Button tone="danger" onClick={() => showAlert('error', 'This is an error alert.')}>
            Error alert
          </Button>
          <Button tone="secondary" onClick={() => setLoading(true)} disabled={loading}>
            Show loading (2 s)
          </Button>
        </div>
        {loading && <LoadingIndicator force />}
        <h2>Sample inputs</h2>
        <div className={pageStyles.formGrid}>
          <TextField label="Text" placeholder="Type here" />
          <TextField label="With error" defaultValue="bad value" error="This value is not accepted" />
          <TextField label="Date" type="date" />
          <SelectField label="Select" defaultValue="2">
            <option value="1">One</option>
            <option value="2">Two</option>
          </SelectField>
          <CheckboxField label="Checkbox" defaultChecked />
        </div>
      </Card>
    </Page>
  );
}
