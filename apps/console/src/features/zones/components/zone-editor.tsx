import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ZONE_NAME_MAX, ZONE_REASON_MAX, type ConsoleZone } from '@storefront/contract';
import { TextField } from '@storefront/ui/form/text-field';
import { Switch } from '@storefront/ui/switch';
import { DialogActions } from '../../../lib/dialog-actions';
import { useModules } from '../../../lib/modules';
import { TEXT_LANGUAGES } from '../../../lib/texts';
import { useVersionedDialog } from '../../../lib/versioned-dialog';
import { useConsoleZones, useZoneWrites } from '../api/console-zones';
import { changesOf, formOf, NO_RATES, overlapping, readForm, type ModuleRates } from './zone-form';
import { ZoneMap } from './zone-map';
import type { MapTiles } from './zone-map-props';

const PROBLEMS = ['required', 'number', 'draw', 'crosses', 'below_minimum'];

/**
 * A zone drawn or edited: its outline on the map (drawn corner by corner, then edited by dragging corners;
 * sides may not cross), a warning naming the zones it partly overlaps, its name in three languages, on or
 * off, the ways to pay there, a surcharge with its reason, and each module's delivery rates and cash
 * ceiling there. A save sends the fields changed with the version read; a 409 names what changed meanwhile.
 */
export function ZoneEditor({ zone, canEdit, tiles }: { zone: ConsoleZone | null; canEdit: boolean; tiles: MapTiles }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const back = () => void navigate('/zones');
  const { base, form, set, problems, conflict, failure, conflictNotice, submitWith } = useVersionedDialog(zone, formOf, back);
  const { create, update } = useZoneWrites();
  const zones = useConsoleZones().data?.zones ?? [];
  const modules = useModules(i18n.language).data ?? [];
  const problem = (path: string) => (PROBLEMS.includes(problems[path] ?? '') ? t(`zones.problems.${problems[path]}`) : problems[path]);
  const submit = submitWith({
    read: () => readForm(form), changes: () => changesOf(base!, form), writes: { create, update },
    texts: { created: t('zones.created'), saved: t('zones.saved'), unchanged: t('zones.no_changes') },
  });
  const crossing = overlapping(form.outline, zones, base?.id ?? null);
  const name = (texts: { en: string; ar: string; fr: string }) => texts[i18n.language as 'en'] || texts.en;
  /** Another zone by its name in the console's language, from the list (the server names it in English). */
  const shownName = (ref: { id: number; name: string }) => {
    const listed = zones.find((z) => z.id === ref.id);
    return listed ? name(listed.name) : ref.name;
  };
  const listSeparator = i18n.language === 'ar' ? '، ' : ', ';
  const setRates = (id: number, rates: Partial<ModuleRates>) => set('modules', { ...form.modules, [id]: { ...NO_RATES, ...form.modules[id], ...rates } });
  const rateField = (id: number, key: keyof Omit<ModuleRates, 'serves'>, field: string, hint?: string) => (
    <TextField label={t(`zones.fields.${field}`)} type="number" inputMode="decimal" min={0} step="any" dir="ltr" disabled={!canEdit}
      value={form.modules[id]?.[key] ?? NO_RATES[key]} onChange={(e) => setRates(id, { [key]: e.target.value })}
      error={problem(`modules.${id}.${field}`) ?? null} hint={hint} />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-4 md:p-6">
      <h1 className="text-xl font-bold">{base ? t('zones.edit_of', { name: name(base.name) }) : t('zones.new')}</h1>
      {conflictNotice(t('zones.conflict_title'), (field) => t(`zones.fields.${field}`, { defaultValue: field }))}
      <div className="grid gap-4 xl:grid-cols-[1fr_minmax(0,28rem)]">
        <section className="flex flex-col gap-2">
          <div className="h-[55vh] min-h-80 overflow-hidden rounded-2xl border border-line">
            <ZoneMap zones={zones.map((z) => ({ id: z.id, name: name(z.name), outline: z.outline, on: z.on }))} selectedId={base?.id ?? null}
              outline={form.outline} onOutline={canEdit ? (ring) => set('outline', ring) : undefined}
              tileUrl={tiles.url} attribution={tiles.attribution} label={t('zones.map')}
              texts={{ unavailable: t('zones.map_unavailable'), draw: t('zones.draw'), redraw: t('zones.redraw'), hint: t('zones.draw_hint') }} />
          </div>
          {problem('outline') && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{problem('outline')}</p>}
          {crossing.length > 0 && (
            <p role="status" data-testid="zone-overlaps" className="rounded-xl border border-amber-400/60 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              {t('zones.overlaps', { names: crossing.map((z) => name(z.name)).join(listSeparator) })}
            </p>
          )}
          {base && base.inside.length > 0 && <p className="text-sm text-muted">{t('zones.inside', { names: base.inside.map((z) => shownName(z)).join(listSeparator) })}</p>}
        </section>
        <fieldset disabled={!canEdit} className="flex flex-col gap-4">
          <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-1">
            {TEXT_LANGUAGES.map(({ code, dir }) => (
              <TextField key={code} label={t(`zones.name_${code}`)} dir={dir} lang={code} maxLength={ZONE_NAME_MAX} required={code === 'en'}
                value={form.name[code]} onChange={(e) => set('name', { ...form.name, [code]: e.target.value })} error={problem(`name.${code}`) ?? null} />
            ))}
          </div>
          <Switch checked={form.on} onChange={(on) => set('on', on)}>{t('zones.fields.on')}</Switch>
          <div className="flex flex-col gap-2">
            <h2 className="font-semibold">{t('zones.payments')}</h2>
            <Switch checked={form.cashOnDelivery} onChange={(v) => set('cashOnDelivery', v)}>{t('zones.fields.cash_on_delivery')}</Switch>
            <Switch checked={form.digitalPayment} onChange={(v) => set('digitalPayment', v)}>{t('zones.fields.digital_payment')}</Switch>
            <Switch checked={form.offlinePayment} onChange={(v) => set('offlinePayment', v)}>{t('zones.fields.offline_payment')}</Switch>
          </div>
          <div className="flex flex-col gap-2">
            <Switch checked={form.extraOn} onChange={(v) => set('extraOn', v)}>{t('zones.fields.extra_charge_on')}</Switch>
            {form.extraOn && (
              <>
                <TextField label={t('zones.fields.extra_charge_percent')} type="number" inputMode="decimal" min={0} max={500} step="any" dir="ltr"
                  value={form.extraPercent} onChange={(e) => set('extraPercent', e.target.value)} error={problem('extra_charge_percent') ?? null} hint={t('zones.extra_hint')} />
                {TEXT_LANGUAGES.map(({ code, dir }) => (
                  <TextField key={code} label={t(`zones.reason_${code}`)} dir={dir} lang={code} maxLength={ZONE_REASON_MAX}
                    value={form.reason[code]} onChange={(e) => set('reason', { ...form.reason, [code]: e.target.value })} />
                ))}
              </>
            )}
          </div>
        </fieldset>
      </div>
      <fieldset disabled={!canEdit} className="flex flex-col gap-3">
        <h2 className="font-semibold">{t('zones.modules')}</h2>
        <p className="text-sm text-muted">{t('zones.modules_hint')}</p>
        {problem('modules') && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400">{problem('modules')}</p>}
        <ul className="flex flex-col gap-3">
          {modules.map((m) => {
            const serves = form.modules[m.id]?.serves ?? false;
            return (
              <li key={m.id} data-testid="zone-module" className="rounded-2xl border border-line bg-surface p-3">
                <Switch checked={serves} onChange={(v) => setRates(m.id, { serves: v })}>
                  {m.module_type === 'parcel' ? t('zones.parcels_here', { name: m.module_name }) : t('zones.delivers_here', { name: m.module_name })}
                </Switch>
                {serves && (
                  <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                    {rateField(m.id, 'perKm', 'per_km_charge')}
                    {rateField(m.id, 'minimum', 'minimum_charge')}
                    {rateField(m.id, 'maximum', 'maximum_charge', t('zones.no_cap_hint'))}
                    {rateField(m.id, 'ceiling', 'cash_ceiling', t('zones.no_ceiling_hint'))}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {canEdit && (
        <DialogActions failure={failure} conflicted={conflict !== null} pending={create.isPending || update.isPending} cancel={t('zones.cancel')}
          saving={t('zones.saving')} submit={base ? t('zones.save') : t('zones.create')} onCancel={back} />
      )}
    </form>
  );
}
