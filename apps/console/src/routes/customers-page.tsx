import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMe } from '../features/operator/api/get-me';
import { CustomerProfile } from '../features/people/components/customer-profile';
import { CustomersList } from '../features/people/components/customers-list';
import { can } from '../lib/access';
import { NotFoundPage } from './not-found-page';

/** /customers: the customers, for those who hold customers.view. */
export function CustomersPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  if (!session) return null;
  if (!can(session, 'customers.view', null)) return <p className="p-6 text-center text-muted">{t('people.not_allowed')}</p>;
  return <CustomersList />;
}

/** /customers/:customerId: one customer; the wallet adjusted by wallet.adjust holders, blocked or unblocked by customers.manage holders. */
export function CustomerPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const id = Number(useParams().customerId);
  if (!session) return null;
  if (!Number.isInteger(id) || id < 1) return <NotFoundPage />;
  if (!can(session, 'customers.view', null)) return <p className="p-6 text-center text-muted">{t('people.not_allowed')}</p>;
  return <CustomerProfile key={id} id={id} canAdjust={can(session, 'wallet.adjust', null)} canManage={can(session, 'customers.manage', null)} />;
}
