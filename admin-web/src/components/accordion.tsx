import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import * as styles from './accordion.css.js';

export function Accordion({ children, defaultValue }: { children: ReactNode; defaultValue?: string[] }) {
  // Radix sets dir="ltr" on its root unless told the page's direction.
  const { dir } = useAdminTranslator();
  return (
    <RadixAccordion.Root type="multiple" className={styles.root} defaultValue={defaultValue ?? []} dir={dir}>
      {children}
    </RadixAccordion.Root>
  );
}

interface SectionProps {
  value: string;
  title: string;
  /** Marks a section with unsaved changes. */
  edited?: boolean;
  children: ReactNode;
}

export function AccordionSection({ value, title, edited, children }: SectionProps) {
  const { t } = useAdminTranslator();
  return (
    <RadixAccordion.Item value={value} className={styles.item}>
      <RadixAccordion.Header className={styles.header}>
        <RadixAccordion.Trigger className={styles.trigger}>
          <span>
            {title}
            {edited && <span className={styles.badge}>{t('settings.common.unsaved')}</span>}
          </span>
          <span className={styles.chevron} aria-hidden="true">
            ▾
          </span>
        </RadixAccordion.Trigger>
      </RadixAccordion.Header>
      {/* Kept mounted while closed so edits in a collapsed section are not lost. */}
      <RadixAccordion.Content className={styles.content} forceMount>
        {children}
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  );
}
