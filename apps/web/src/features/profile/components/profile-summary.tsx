import type { Customer } from '@storefront/contract';
import { Avatar } from '@storefront/ui/avatar';
import { customerName } from '../api/get-customer-info';

/** The customer's photo, name and contact at the top of the profile page. */
export function ProfileSummary({ customer }: { customer: Customer }) {
  const name = customerName(customer);
  return (
    <div className="flex items-center gap-4">
      <Avatar src={customer.image_full_url} name={name} className="size-16 text-xl" />
      <div className="min-w-0">
        <h1 data-testid="profile-name" className="truncate text-2xl font-extrabold tracking-tight">
          {name}
        </h1>
        <p className="truncate text-sm text-muted">
          {customer.email}
          {customer.email && customer.phone && ' · '}
          {customer.phone && <bdi dir="ltr">{customer.phone}</bdi>}
        </p>
      </div>
    </div>
  );
}
