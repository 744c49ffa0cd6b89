import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ServiceFeeNameContext = createContext('');

/** The app supplies the business's name for its additional charge (config, in the page's language). */
export function ServiceFeeNameProvider({ name, children }: { name: string | undefined; children: ReactNode }) {
  return <ServiceFeeNameContext.Provider value={name ?? ''}>{children}</ServiceFeeNameContext.Provider>;
}

/** One name for the additional charge everywhere (checkout, order details): the business's, else 'Service fee'. */
export function useServiceFeeName(): string {
  const { t } = useTranslation();
  return useContext(ServiceFeeNameContext).trim() || t('checkout.service_fee');
}
