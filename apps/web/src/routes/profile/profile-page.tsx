import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ErrorState } from '@storefront/ui/error-state';
import { LoadingRegion, Skeleton } from '@storefront/ui/skeleton';
import { Tabs } from '@storefront/ui/tabs';
import { RequireSignIn } from '@/components/require-sign-in';
import { AddressBook } from '@/features/addresses/components/address-book';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { useCustomer } from '@/features/profile/api/get-customer-info';
import { DeleteAccount } from '@/features/profile/components/delete-account';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfileSummary } from '@/features/profile/components/profile-summary';
import { errorMessage } from '@/lib/api-client';
import { useSelectedModule } from '@/lib/session';
import { MyOrdersTab } from './my-orders-tab';

/** /profile?page=…: profile settings (the default), the orders, the inbox and the saved addresses. */
const PAGES = { 'profile-settings': 'profile.pages.settings', 'my-orders': 'profile.pages.my_orders', inbox: 'profile.pages.inbox', addresses: 'profile.pages.addresses' } as const;
type ProfilePageKey = keyof typeof PAGES;
const isPage = (value: string | null): value is ProfilePageKey => value !== null && Object.hasOwn(PAGES, value);

export function ProfilePage() {
  return (
    <RequireSignIn>
      <Profile />
    </RequireSignIn>
  );
}

function Profile() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customer = useCustomer();
  const requested = params.get('page');
  // The parcel module hides chat, the inbox with it.
  const parcel = useSelectedModule()?.module_type === 'parcel';
  const shown = (Object.keys(PAGES) as ProfilePageKey[]).filter((key) => !(parcel && key === 'inbox'));
  const page: ProfilePageKey = isPage(requested) && shown.includes(requested) ? requested : 'profile-settings';
  const title = t('pages.profile');
  useEffect(() => {
    document.title = title;
  }, [title]);
  // /profile with type and a delivery man id opens that chat.
  const chatType = params.get('type');
  if (chatType) {
    const chat = new URLSearchParams({ type: chatType, chatFrom: 'profile' });
    const id = params.get('id') ?? params.get('delivery_man_id');
    if (id) chat.set('id', id);
    return <Navigate to={`/chatting?${chat.toString()}`} replace />;
  }

  if (customer.isError) return <ErrorState message={errorMessage(customer.error)} onRetry={() => void customer.refetch()} className="mx-auto max-w-4xl px-4 py-16" />;
  if (!customer.data) {
    return (
      <LoadingRegion label={t('common.loading')} className="mx-auto max-w-4xl space-y-6 px-4 py-10">
        <Skeleton className="h-16 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </LoadingRegion>
    );
  }
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <ProfileSummary customer={customer.data} />
      <Tabs
        look="line"
        className="mt-8"
        label={title}
        value={page}
        options={shown.map((key) => ({ value: key, label: t(PAGES[key]) }))}
        onChange={(next) => setParams({ page: next }, { replace: true })}
      />
      <div className="mt-6">
        {page === 'profile-settings' ? (
          <div className="space-y-8">
            <section className="rounded-2xl border border-line bg-surface p-5 sm:p-6">
              <ProfileForm key={customer.data.id} customer={customer.data} />
            </section>
            <p className="text-sm text-muted">
              <Link to="/interest?from=/profile" className="font-semibold text-brand-700 hover:underline dark:text-brand-400">
                {t('interest.edit_link')}
              </Link>
            </p>
            <DeleteAccount />
          </div>
        ) : page === 'my-orders' ? (
          <MyOrdersTab />
        ) : page === 'inbox' ? (
          <ConversationList />
        ) : (
          <AddressBook />
        )}
      </div>
    </div>
  );
}
