import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MapIcon, PinIcon } from '@/components/ui/icons';

export interface LocationPromptProps {
  open: boolean;
  onClose: () => void;
  onPickFromMap: () => void;
}

/** Spec §2 "insert delivery location" prompt: asked before anything that needs a location. */
export function LocationPrompt({ open, onClose, onPickFromMap }: LocationPromptProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      widthClass="max-w-[400px]"
      data-testid="location-prompt"
      title={
        <span className="flex flex-col items-center gap-3 pt-2 text-center">
          <span className="grid size-16 place-items-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-400">
            <PinIcon className="size-8" />
          </span>
          {t('location.prompt_title')}
        </span>
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
