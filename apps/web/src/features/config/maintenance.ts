import { renderScope } from '@/lib/render-scope';
import { MaintenancePage } from './components/maintenance-page';
import { loadMaintenanceTexts } from './texts';

/**
 * The maintenance page once its texts are loaded, for React.lazy: neither is part of the first download.
 * A server render has them already (entry-server.tsx).
 */
export async function maintenancePageWithTexts() {
  if (!renderScope()) await loadMaintenanceTexts();
  return { default: MaintenancePage };
}
