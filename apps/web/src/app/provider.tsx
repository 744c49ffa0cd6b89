import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@storefront/ui/toaster';
import { CardCartControlProvider, type CardCartControlProps } from '@/components/catalog/card-cart-control-slot';
import { WishButtonProvider, type WishButtonProps } from '@/components/catalog/wish-button-slot';
import { CardCartControl } from '@/features/cart/components/card-cart-control';
import { useConfig } from '@/features/config/api/get-config';
import { WishButton } from '@/features/wishlist/components/wish-button';
import { CurrencyProvider } from '@/lib/money-format';
import { navigateTo } from '@/lib/navigation';
import { ServiceFeeNameProvider } from '@/lib/service-fee-name';

const renderCardCartControl = (props: CardCartControlProps) => <CardCartControl {...props} />;
const renderWishButton = (props: WishButtonProps) => <WishButton {...props} />;

function ConfiguredCurrency({ children }: { children: ReactNode }) {
  const config = useConfig().data;
  return (
    <CurrencyProvider format={config}>
      <ServiceFeeNameProvider name={config?.additional_charge_name}>{children}</ServiceFeeNameProvider>
    </CurrencyProvider>
  );
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfiguredCurrency>
        <CardCartControlProvider render={renderCardCartControl}>
          <WishButtonProvider render={renderWishButton}>{children}</WishButtonProvider>
        </CardCartControlProvider>
      </ConfiguredCurrency>
      <Toaster navigate={navigateTo} />
    </QueryClientProvider>
  );
}
