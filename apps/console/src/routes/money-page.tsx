import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@storefront/ui/tabs';
import { useConfig } from '../features/config/api/get-config';
import { CourierCashList, StoreStatements, TransactionsList } from '../features/money/components/money-lists';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';
import { formatMoney } from '../lib/format';
import { ListHeader } from '../lib/list-header';

type Tab = 'transactions' | 'stores' | 'couriers';

/** /money: transactions, store statements and couriers' cash, for those who hold money.view; settling cash needs money.settle. */
export function MoneyPage() {
  const { t, i18n } = useTranslation();
  const session = useMe().data;
  const currency = useConfig().data?.currency_code;
  const money = useCallback((amount: number) => formatMoney(amount, i18n.language, currency), [i18n.language, currency]);
  const [tab, setTab] = useState<Tab>('transactions');
  if (!session) return null;
  if (!can(session, 'money.view', null)) return <p className="p-6 text-center text-muted">{t('money.not_allowed')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={t('money.title')} hint={t('money.hint')} />
      <Tabs look="line" label={t('money.title')} value={tab} onChange={setTab}
        options={[{ value: 'transactions', label: t('money.transactions') }, { value: 'stores', label: t('money.stores') }, { value: 'couriers', label: t('money.couriers') }]} />
      {tab === 'transactions' && <TransactionsList money={money} />}
      {tab === 'stores' && <StoreStatements money={money} />}
      {tab === 'couriers' && <CourierCashList money={money} canSettle={can(session, 'money.settle', null)} />}
    </div>
  );
}
