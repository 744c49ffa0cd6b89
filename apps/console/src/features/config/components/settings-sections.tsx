import { MAINTENANCE_MESSAGE_MAX, SERVICE_FEE_NAME_MAX, type ConsoleSettings } from '@storefront/contract';
import { OfflineMethods } from './offline-methods';
import { ChoiceSetting, NumberSetting, SettingsSection, SwitchSetting, TextSetting, TextsSetting, type FieldContext } from './settings-fields';

export type SettingsForm = Omit<ConsoleSettings, 'version' | 'updated_at'>;
type Section = keyof SettingsForm;

/** Every section of the settings, each field changed through `set(section, changes)`. */
export function SettingsSections({ form, ctx, set }: {
  form: SettingsForm; ctx: FieldContext; set: <S extends Section>(section: S, changes: Partial<SettingsForm[S]>) => void;
}) {
  const { payments, checkout, wallet, loyalty, referral, charges, map, maintenance } = form;
  return (
    <div className="flex flex-col gap-4">
      <SettingsSection id="payments">
        <SwitchSetting path="payments.cash_on_delivery" checked={payments.cash_on_delivery} ctx={ctx} onChange={(v) => set('payments', { cash_on_delivery: v })} />
        <SwitchSetting path="payments.digital_payment" checked={payments.digital_payment} ctx={ctx} onChange={(v) => set('payments', { digital_payment: v })} />
        <SwitchSetting path="payments.partial_payment_status" checked={payments.partial_payment_status} ctx={ctx} onChange={(v) => set('payments', { partial_payment_status: v })} />
        <ChoiceSetting path="payments.partial_payment_method" value={payments.partial_payment_method} choices="partial" options={['both', 'cod', 'digital_payment', 'offline_payment']}
          ctx={ctx} onValue={(v) => set('payments', { partial_payment_method: v as SettingsForm['payments']['partial_payment_method'] })} />
        <SwitchSetting path="payments.offline_payment_status" checked={payments.offline_payment_status} ctx={ctx} onChange={(v) => set('payments', { offline_payment_status: v })} />
        <OfflineMethods methods={payments.offline_methods} ctx={ctx} onValue={(v) => set('payments', { offline_methods: v })} />
      </SettingsSection>
      <SettingsSection id="checkout">
        <SwitchSetting path="checkout.guest_checkout_status" checked={checkout.guest_checkout_status} ctx={ctx} onChange={(v) => set('checkout', { guest_checkout_status: v })} />
        <SwitchSetting path="checkout.customer_verification" checked={checkout.customer_verification} ctx={ctx} onChange={(v) => set('checkout', { customer_verification: v })} />
        <SwitchSetting path="checkout.order_delivery_verification" checked={checkout.order_delivery_verification} ctx={ctx}
          onChange={(v) => set('checkout', { order_delivery_verification: v })} />
      </SettingsSection>
      <SettingsSection id="wallet">
        <SwitchSetting path="wallet.customer_wallet_status" checked={wallet.customer_wallet_status} ctx={ctx} onChange={(v) => set('wallet', { customer_wallet_status: v })} />
        <SwitchSetting path="wallet.add_fund_status" checked={wallet.add_fund_status} ctx={ctx} onChange={(v) => set('wallet', { add_fund_status: v })} />
      </SettingsSection>
      <SettingsSection id="loyalty">
        <SwitchSetting path="loyalty.loyalty_point_status" checked={loyalty.loyalty_point_status} ctx={ctx} onChange={(v) => set('loyalty', { loyalty_point_status: v })} />
        <div className="grid gap-3 sm:grid-cols-3">
          <NumberSetting path="loyalty.loyalty_point_exchange_rate" value={loyalty.loyalty_point_exchange_rate} ctx={ctx} onValue={(v) => set('loyalty', { loyalty_point_exchange_rate: v })} />
          <NumberSetting path="loyalty.loyalty_point_minimum_point" value={loyalty.loyalty_point_minimum_point} ctx={ctx} step="1" onValue={(v) => set('loyalty', { loyalty_point_minimum_point: v })} />
          <NumberSetting path="loyalty.loyalty_point_item_purchase_point" value={loyalty.loyalty_point_item_purchase_point} ctx={ctx}
            onValue={(v) => set('loyalty', { loyalty_point_item_purchase_point: v })} />
        </div>
      </SettingsSection>
      <SettingsSection id="referral">
        <SwitchSetting path="referral.ref_earning_status" checked={referral.ref_earning_status} ctx={ctx} onChange={(v) => set('referral', { ref_earning_status: v })} />
        <NumberSetting path="referral.ref_earning_exchange_rate" value={referral.ref_earning_exchange_rate} ctx={ctx} onValue={(v) => set('referral', { ref_earning_exchange_rate: v })} />
        <SwitchSetting path="referral.new_customer_discount_status" checked={referral.new_customer_discount_status} ctx={ctx}
          onChange={(v) => set('referral', { new_customer_discount_status: v })} />
        <div className="grid gap-3 sm:grid-cols-3">
          <ChoiceSetting path="referral.new_customer_discount_amount_type" value={referral.new_customer_discount_amount_type} choices="discount_type" options={['percent', 'amount']}
            ctx={ctx} onValue={(v) => set('referral', { new_customer_discount_amount_type: v as 'percent' | 'amount' })} />
          <NumberSetting path="referral.new_customer_discount_amount" value={referral.new_customer_discount_amount} ctx={ctx} onValue={(v) => set('referral', { new_customer_discount_amount: v })} />
          <NumberSetting path="referral.new_customer_discount_validity_days" value={referral.new_customer_discount_validity_days} ctx={ctx} step="1"
            onValue={(v) => set('referral', { new_customer_discount_validity_days: v })} />
        </div>
      </SettingsSection>
      <SettingsSection id="charges">
        <NumberSetting path="charges.default_tax" value={charges.default_tax} ctx={ctx} onValue={(v) => set('charges', { default_tax: v })} />
        <SwitchSetting path="charges.additional_charge_status" checked={charges.additional_charge_status} ctx={ctx} onChange={(v) => set('charges', { additional_charge_status: v })} />
        <NumberSetting path="charges.additional_charge" value={charges.additional_charge} ctx={ctx} onValue={(v) => set('charges', { additional_charge: v })} />
        <TextsSetting path="charges.additional_charge_name" value={charges.additional_charge_name} ctx={ctx} max={SERVICE_FEE_NAME_MAX}
          onValue={(v) => set('charges', { additional_charge_name: v })} />
      </SettingsSection>
      <SettingsSection id="map">
        <TextSetting path="map.map_tile_url" value={map.map_tile_url} ctx={ctx} max={300} onValue={(v) => set('map', { map_tile_url: v })} />
        <TextSetting path="map.map_attribution" value={map.map_attribution} ctx={ctx} max={500} onValue={(v) => set('map', { map_attribution: v })} />
      </SettingsSection>
      <SettingsSection id="maintenance">
        <SwitchSetting path="maintenance.maintenance_mode" checked={maintenance.maintenance_mode} ctx={ctx} onChange={(v) => set('maintenance', { maintenance_mode: v })} />
        <TextsSetting path="maintenance.maintenance_message" value={maintenance.maintenance_message} ctx={ctx} max={MAINTENANCE_MESSAGE_MAX}
          onValue={(v) => set('maintenance', { maintenance_message: v })} />
      </SettingsSection>
    </div>
  );
}
