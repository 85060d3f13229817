import * as RadixTabs from '@radix-ui/react-tabs';
import { useState, type ReactNode } from 'react';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import * as styles from './tabs.css.js';

interface TabsProps {
  value: string;
  onValueChange(value: string): void;
  label: string;
  tabs: ReadonlyArray<{ value: string; label: string; content: ReactNode }>;
}

/**
 * Arrow keys move between tabs (Radix). A tab is mounted when first opened and then kept, hidden, so
 * switching tabs never loses what was typed in another.
 */
export function Tabs({ value, onValueChange, label, tabs }: TabsProps) {
  // Radix lays tabs out left to right unless told the page's direction (arrow keys follow it too).
  const { dir } = useAdminTranslator();
  const [visited, setVisited] = useState<ReadonlySet<string>>(() => new Set([value]));
  if (!visited.has(value)) setVisited(new Set([...visited, value]));
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} activationMode="manual" dir={dir}>
      <RadixTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} forceMount hidden={tab.value !== value}>
          {visited.has(tab.value) || tab.value === value ? tab.content : null}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
