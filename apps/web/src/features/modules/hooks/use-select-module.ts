import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Module } from '@storefront/contract';
import { toast } from '@storefront/ui/toast';
import { saveDeliveryLocation, saveSelectedModule, type DeliveryLocation } from '@/lib/session';

/**
 * Stores the chosen module (and, when the visitor had no saved location yet, the
 * business default location it was offered for) and moves on to /home.
 */
export function useSelectModule() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (module: Module, pendingLocation?: DeliveryLocation) => {
      if (pendingLocation) saveDeliveryLocation(pendingLocation);
      saveSelectedModule(module);
      toast.success(t('modules.selected'));
      navigate('/home');
    },
    [navigate, t],
  );
}
