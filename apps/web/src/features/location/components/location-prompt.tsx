import { useTranslation } from 'react-i18next';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { IconTitle } from '@storefront/ui/icon-title';
import { MapIcon, PinIcon } from '@storefront/ui/icons';

export interface LocationPromptProps {
  open: boolean;
  onClose: () => void;
  onPickFromMap: () => void;
}

/** The "insert delivery location" prompt: asked before anything that needs a location. */
export function LocationPrompt({ open, onClose, onPickFromMap }: LocationPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      widthClass="max-w-[400px]"
      data-testid="location-prompt"
      title={
        <IconTitle icon={<PinIcon className="size-8" />} tone="bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400" large className="pt-2">
          {t('location.prompt_title')}
        </IconTitle>
      }
      description={<p className="text-center">{t('location.prompt_description')}</p>}
    >
      <Button className="mt-6 w-full" onClick={onPickFromMap} data-autofocus>
        <MapIcon className="size-5" />
        {t('location.pick_from_map')}
      </Button>
    </Dialog>
  );
}
