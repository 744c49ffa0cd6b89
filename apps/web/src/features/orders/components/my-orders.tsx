import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '@storefront/ui/tabs';
import { useOrders, type OrdersTab } from '../api/get-orders';
import { OrderList } from './order-list';

const TABS: readonly OrdersTab[] = ['running', 'history'];

/** One tab's list; keyed by the tab so that each keeps its own pages. */
function Orders({ tab }: { tab: OrdersTab }) {
  const { t } = useTranslation();
  return <OrderList query={useOrders(tab)} emptyTitle={t(tab === 'running' ? 'orders.empty_running' : 'orders.empty_history')} />;
}

/** The customer's orders: Running first, then History; the tab is kept in the address (?tab=history). */
export function MyOrders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: OrdersTab = params.get('tab') === 'history' ? 'history' : 'running';
  const choose = (next: OrdersTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'running') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <section data-testid="my-orders">
      <Tabs
        label={t('orders.tabs_label')}
        value={tab}
        onChange={choose}
        options={TABS.map((value) => ({ value, label: t(`orders.tabs.${value}`) }))}
      />
      <div className="mt-4">
        <Orders key={tab} tab={tab} />
      </div>
    </section>
  );
}
