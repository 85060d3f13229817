import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { button } from './button.css.js';
import * as styles from './dialog.css.js';
import { useAdminTranslator } from '../lib/i18n/admin-language.js';
import { useReturnFocus } from './use-return-focus.js';

interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** A yes/no question that must be answered; the safe answer has the focus first, and the opener gets it back after. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useAdminTranslator();
  const returnFocus = useReturnFocus(open);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content} onCloseAutoFocus={returnFocus}>
          <AlertDialog.Title className={styles.title}>{title}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{message}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Cancel className={button({ tone: 'secondary' })}>
              {cancelLabel ?? t('settings.common.no')}
            </AlertDialog.Cancel>
            <AlertDialog.Action className={button({ tone: danger ? 'danger' : 'primary' })} onClick={onConfirm}>
              {confirmLabel ?? t('settings.common.yes')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
