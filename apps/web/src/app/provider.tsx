import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '@/components/ui/toaster';
import { useConfig } from '@/features/config/api/get-config';
import { CurrencyProvider } from '@/lib/money-format';

function ConfiguredCurrency({ children }: { children: ReactNode }) {
  return <CurrencyProvider format={useConfig().data}>{children}</CurrencyProvider>;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfiguredCurrency>{children}</ConfiguredCurrency>
      <Toaster />
    </QueryClientProvider>
  );
}
