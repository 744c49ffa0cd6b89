import type { RouteObject } from 'react-router';
import { AccountPage } from '../routes/account-page';
import { AddOnsPage } from '../routes/add-ons-page';
import { AuditPage } from '../routes/audit-page';
import { BannersPage } from '../routes/banners-page';
import { CampaignsPage } from '../routes/campaigns-page';
import { CouponsPage } from '../routes/coupons-page';
import { CashbacksPage } from '../routes/cashbacks-page';
import { ParcelCategoriesPage } from '../routes/parcel-categories-page';
import { BusinessOrderPage } from '../routes/business-order-page';
import { BusinessOrdersPage } from '../routes/business-orders-page';
import { DispatchPage } from '../routes/dispatch-page';
import { RefundsPage } from '../routes/refunds-page';
import { UnitsAttributesPage } from '../routes/units-attributes-page';
import { FlashSalesPage } from '../routes/flash-sales-page';
import { PagesPage } from '../routes/pages-page';
import { SettingsPage } from '../routes/settings-page';
import { StoreApplicationsPage } from '../routes/store-applications-page';
import { TranslationsPage } from '../routes/translations-page';
import { StoresPage } from '../routes/stores-page';
import { ModulesPage } from '../routes/modules-page';
import { BrandsPage } from '../routes/brands-page';
import { CategoriesPage } from '../routes/categories-page';
import { CourierPage } from '../routes/courier/courier-page';
import { EarningsPage } from '../routes/courier/earnings-page';
import { MessagesPage } from '../routes/courier/messages-page';
import { TripPage } from '../routes/courier/trip-page';
import { ForgotPasswordPage } from '../routes/forgot-password-page';
import { ItemEditorPage } from '../routes/item-editor-page';
import { ItemsPage } from '../routes/items-page';
import { MenuPage } from '../routes/menu-page';
import { NewsletterPage } from '../routes/newsletter-page';
import { CustomerPage, CustomersPage } from '../routes/customers-page';
import { StaffPage } from '../routes/staff-page';
import { CouriersPage } from '../routes/couriers-page';
import { ReportsPage } from '../routes/reports-page';
import { MoneyPage } from '../routes/money-page';
import { NotFoundPage } from '../routes/not-found-page';
import { ResetPasswordPage } from '../routes/reset-password-page';
import { SignInPage } from '../routes/sign-in-page';
import { StartPage } from '../routes/start-page';
import { ChatPage } from '../routes/stores/chat-page';
import { OrderPage } from '../routes/stores/order-page';
import { OrdersPage } from '../routes/stores/orders-page';
import { StoreLayout } from '../routes/stores/store-layout';
import { TwoFactorPage } from '../routes/two-factor-page';
import { ZoneEditorPage } from '../routes/zone-editor-page';
import { ZonesPage } from '../routes/zones-page';
import { StoreEarningsPage } from '../routes/store-earnings-page';
import { StoreReviewsPage } from '../routes/store-reviews-page';
import { StoreSettingsPage } from '../routes/store-settings-page';
import { RequireSession } from './layout/require-session';
import { RouteError } from './layout/route-error';

/** The console's pages, under its /console base; every page but sign-in and the password reset needs a session. */
export const routes: RouteObject[] = [
  { path: '/sign-in', element: <SignInPage />, errorElement: <RouteError /> },
  { path: '/forgot-password', element: <ForgotPasswordPage />, errorElement: <RouteError /> },
  { path: '/reset-password', element: <ResetPasswordPage />, errorElement: <RouteError /> },
  {
    path: '/',
    element: <RequireSession />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <StartPage /> },
      { path: 'stores', element: <StoresPage /> },
      { path: 'store-applications', element: <StoreApplicationsPage /> },
      {
        path: 'stores/:storeId',
        element: <StoreLayout />,
        children: [
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/:orderId', element: <OrderPage /> },
          { path: 'chat', element: <ChatPage /> },
          { path: 'settings', element: <StoreSettingsPage /> },
          { path: 'reviews', element: <StoreReviewsPage /> },
          { path: 'earnings', element: <StoreEarningsPage /> },
          { path: 'menu', element: <MenuPage /> },
          { path: 'menu/new', element: <ItemEditorPage /> },
          { path: 'menu/add-ons', element: <AddOnsPage /> },
          { path: 'menu/:itemId', element: <ItemEditorPage /> },
        ],
      },
      { path: 'courier', element: <CourierPage /> },
      { path: 'courier/trips/:tripId', element: <TripPage /> },
      { path: 'courier/earnings', element: <EarningsPage /> },
      { path: 'courier/messages', element: <MessagesPage /> },
      { path: 'orders', element: <BusinessOrdersPage /> },
      { path: 'orders/:orderId', element: <BusinessOrderPage /> },
      { path: 'refunds', element: <RefundsPage /> },
      { path: 'dispatch', element: <DispatchPage /> },
      { path: 'audit', element: <AuditPage /> },
      { path: 'banners', element: <BannersPage /> },
      { path: 'coupons', element: <CouponsPage /> },
      { path: 'cashbacks', element: <CashbacksPage /> },
      { path: 'parcel-categories', element: <ParcelCategoriesPage /> },
      { path: 'units-attributes', element: <UnitsAttributesPage /> },
      { path: 'campaigns', element: <CampaignsPage /> },
      { path: 'flash-sales', element: <FlashSalesPage /> },
      { path: 'modules', element: <ModulesPage /> },
      { path: 'items', element: <ItemsPage /> },
      { path: 'categories', element: <CategoriesPage /> },
      { path: 'brands', element: <BrandsPage /> },
      { path: 'newsletter', element: <NewsletterPage /> },
      { path: 'customers', element: <CustomersPage /> },
      { path: 'customers/:customerId', element: <CustomerPage /> },
      { path: 'staff', element: <StaffPage /> },
      { path: 'couriers', element: <CouriersPage /> },
      { path: 'reports', element: <ReportsPage /> },
      { path: 'money', element: <MoneyPage /> },
      { path: 'pages', element: <PagesPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'translations', element: <TranslationsPage /> },
      { path: 'zones', element: <ZonesPage /> },
      { path: 'zones/:zoneId', element: <ZoneEditorPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'account/two-factor', element: <TwoFactorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
