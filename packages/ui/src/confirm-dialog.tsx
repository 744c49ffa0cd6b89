import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';
import { AlertIcon } from './icons';
import { IconTitle } from './icon-title';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to the spec's "Confirm this request?". */
  title?: ReactNode;
  description?: ReactNode;
}

export function ConfirmDialog({ open, onConfirm, onCancel, title, description }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={
        <IconTitle icon={<AlertIcon className="size-7" />} tone="bg-accent-500/10 text-accent-500">
          {title ?? t('common.confirm_request')}
        </IconTitle>
      }
      description={description && <p className="text-center">{description}</p>}
      widthClass="max-w-[34.313rem] sm:max-w-sm"
      showClose={false}
    >
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {t('common.yes')}
        </Button>
      </div>
    </Dialog>
  );
}
