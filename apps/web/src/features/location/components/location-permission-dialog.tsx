import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { IconTitle } from '@storefront/ui/icon-title';
import { CrosshairIcon } from '@storefront/ui/icons';

/** Shown when the browser refuses or fails to give the current position. */
export function LocationPermissionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      showClose={false}
      widthClass="max-w-[400px]"
      title={
        <IconTitle icon={<CrosshairIcon className="size-7" />} tone="bg-accent-500/10 text-accent-500">
          {t('location.permission_title')}
        </IconTitle>
      }
      description={<p className="text-center">{t('location.permission_description')}</p>}
    >
      <Button className="mt-6 w-full" onClick={onClose} data-autofocus>
        {t('location.okay')}
      </Button>
    </Dialog>
  );
}
