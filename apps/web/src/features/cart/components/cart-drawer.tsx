import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Drawer } from '@/components/ui/drawer';
import { EmptyState } from '@/components/ui/empty-state';
import { CartIcon } from '@/components/ui/icons';
import { homePath } from '@/lib/session';

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
}

/** The cart drawer; lines, savings and checkout arrive with the cart issue. */
export function CartDrawer({ open, onClose }: CartDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Drawer open={open} onClose={onClose} side="end" title={t('cart.title')} widthClass="max-w-[26rem]">
      <EmptyState
        className="h-full"
        icon={<CartIcon className="size-8" />}
        title={t('cart.empty_title')}
        description={t('cart.empty_description')}
        action={
          <Button
            className="mt-2"
            onClick={() => {
              onClose();
              navigate(homePath());
            }}
          >
            {t('cart.continue_shopping')}
          </Button>
        }
      />
    </Drawer>
  );
}
