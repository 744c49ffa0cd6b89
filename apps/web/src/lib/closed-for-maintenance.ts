import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@storefront/ui/api-error';

/** The server refused because the business is closed for maintenance (it refuses orders meanwhile). */
export const closedForMaintenance = (error: unknown) => error instanceof ApiError && error.status === 503 && error.errors.some((e) => e.code === 'maintenance');

/**
 * An order's onError: a refusal for maintenance means the settings changed since the page read them, so they
 * are read again, and the storefront gives way to the maintenance page.
 */
export function useReadSettingsOnMaintenance(): (error: unknown) => void {
  const queryClient = useQueryClient();
  return (error) => {
    if (closedForMaintenance(error)) void queryClient.invalidateQueries({ queryKey: ['config'] });
  };
}
