import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  STORE_ADDRESS_MAX, STORE_NAME_MAX, type ConsoleStoreCreate, type ConsoleStoreProfile, type ConsoleStoreProfileConflict, type ConsoleStoreProfileUpdate,
  type Module, type ZoneList,
} from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { Dialog } from '@storefront/ui/dialog';
import { TextField } from '@storefront/ui/form/text-field';
import { RouteMap } from '@storefront/ui/map/route-map';
import { Spinner } from '@storefront/ui/spinner';
import { Switch } from '@storefront/ui/switch';
import { ConflictNotice } from '../../../lib/conflict-notice';
import { useDialogSave } from '../../../lib/save-refusal';
import { SelectField } from '../../../lib/select-field';
import { changedKeys, TEXT_LANGUAGES, trimmed, type TextLanguage } from '../../../lib/texts';
import { useCreateStore, useUpdateStoreProfile } from '../api/manage-stores';

interface StoreForm {
  name: Record<TextLanguage, string>;
  moduleId: string;
  zoneId: string;
  address: string;
  latitude: string;
  longitude: string;
  phone: string;
  email: string;
  commission: string;
  listed: boolean;
  owner: { f_name: string; l_name: string; email: string };
}

const NO_OWNER = { f_name: '', l_name: '', email: '' };

const formOf = (s: ConsoleStoreProfile | null): StoreForm => (s
  ? {
      name: { ...s.name }, moduleId: String(s.module_id), zoneId: String(s.zone_id), address: s.address, latitude: String(s.latitude), longitude: String(s.longitude),
      phone: s.phone, email: s.email, commission: String(s.commission_rate), listed: s.listed, owner: NO_OWNER,
    }
  : { name: { en: '', ar: '', fr: '' }, moduleId: '', zoneId: '', address: '', latitude: '', longitude: '', phone: '', email: '', commission: '10', listed: true, owner: NO_OWNER });

/** The middle of a zone's ring: where a new store's pin starts once its zone is chosen. */
function zoneCentre(zones: ZoneList, zoneId: string): { lat: number; lng: number } | null {
  const ring = zones.find((z) => String(z.id) === zoneId)?.coordinates ?? [];
  if (ring.length === 0) return null;
  const sum = ring.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  const round = (n: number) => Math.round((n / ring.length) * 1e6) / 1e6;
  return { lat: round(sum.lat), lng: round(sum.lng) };
}

/** The form as the API takes it, or the fields' own problems by field path (the server's codes). */
function readForm(form: StoreForm, isNew: boolean) {
  const problems: Record<string, string> = {};
  const name = trimmed(form.name);
  if (!name.en) problems['name.en'] = 'required';
  for (const [key, field] of [['moduleId', 'module_id'], ['zoneId', 'zone_id'], ['address', 'address'], ['phone', 'phone'], ['email', 'email']] as const) {
    if (!form[key].trim()) problems[field] = 'required';
  }
  const number = (value: string, field: string, min: number, max: number) => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max) problems[field] = 'number';
    return n;
  };
  const owner = { f_name: form.owner.f_name.trim(), l_name: form.owner.l_name.trim(), email: form.owner.email.trim() };
  const inviting = isNew && (owner.f_name || owner.email);
  if (inviting && !owner.f_name) problems['owner.f_name'] = 'required';
  if (inviting && !owner.email) problems['owner.email'] = 'required';
  const body: ConsoleStoreCreate = {
    name, module_id: Number(form.moduleId), zone_id: Number(form.zoneId), address: form.address.trim(),
    latitude: number(form.latitude, 'latitude', -90, 90), longitude: number(form.longitude, 'longitude', -180, 180),
    phone: form.phone.trim(), email: form.email.trim(), commission_rate: number(form.commission, 'commission_rate', 0, 100), listed: form.listed,
    ...(inviting ? { owner } : {}),
  };
  return { problems, body };
}

function changesOf(base: ConsoleStoreProfile, form: StoreForm): ConsoleStoreProfileUpdate {
  return { version: base.version, ...changedKeys(readForm(form, false).body, readForm(formOf(base), false).body) };
}

export interface StoreProfileDialogProps {
  /** The store as the list read it, or null for a new one. */
  store: ConsoleStoreProfile | null;
  modules: readonly Module[];
  zones: ZoneList;
  onClose: () => void;
}

/**
 * A new store, or one's profile: its name in English (required), Arabic (right to left) and French, its
 * module and zone, address and place (starting at the zone's middle; the map shows it), phone, email,
 * the business's commission, listed or suspended, and for a new store the owner to invite to the console.
 * A save sends the fields changed with the version read; when someone else saved meanwhile it says which
 * fields and lets the person keep their own or load theirs.
 */
export function StoreProfileDialog({ store, modules, zones, onClose }: StoreProfileDialogProps) {
  const { t } = useTranslation();
  const [base, setBase] = useState(store);
  const [form, setForm] = useState(() => formOf(store));
  const { problems, conflict, setConflict, failure, refused, done, save } = useDialogSave<ConsoleStoreProfileConflict>(onClose);
  const create = useCreateStore();
  const update = useUpdateStoreProfile();
  const pending = create.isPending || update.isPending;
  const problem = (path: string) => {
    const found = problems[path];
    return found === 'required' || found === 'number' ? t(`stores.manage.problems.${found}`) : found;
  };
  const set = <K extends keyof StoreForm>(key: K, value: StoreForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const chooseZone = (zoneId: string) => setForm((f) => {
    const centre = f.latitude || f.longitude ? null : zoneCentre(zones, zoneId);
    return { ...f, zoneId, ...(centre ? { latitude: String(centre.lat), longitude: String(centre.lng) } : {}) };
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, body } = readForm(form, !base);
    save(found, {
      isNew: !base,
      create: () => create.mutate(body, { onSuccess: () => done(t('stores.manage.created')), onError: refused }),
      changes: () => changesOf(base!, form),
      update: (changes) => update.mutate({ id: base!.id, body: changes }, { onSuccess: () => done(t('stores.manage.saved')), onError: refused }),
      unchanged: t('stores.manage.no_changes'),
    });
  };
  const resolve = (next: StoreForm, current: ConsoleStoreProfile) => {
    setForm(next);
    setBase(current);
    setConflict(null);
  };
  const lat = Number(form.latitude);
  const lng = Number(form.longitude);
  const placed = form.latitude.trim() !== '' && form.longitude.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);
  const field = (key: 'address' | 'phone' | 'email', extra: { type?: string; dir?: 'ltr'; maxLength?: number } = {}) => (
    <TextField label={t(`stores.manage.fields.${key}`)} required {...extra} value={form[key]} onChange={(e) => set(key, e.target.value)} error={problem(key) ?? null} />
  );

  return (
    <Dialog open onClose={onClose} title={base ? t('stores.manage.edit') : t('stores.manage.new')} widthClass="max-w-2xl">
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        {conflict && base && (
          <ConflictNotice
            conflict={conflict}
            title={t('stores.manage.conflict_title')}
            fieldName={(name) => t(`stores.manage.fields.${name}`, { defaultValue: name })}
            onKeepMine={() => resolve({ ...formOf(conflict.current), ...changedKeys(form, formOf(base)) }, conflict.current)}
            onLoadTheirs={() => resolve(formOf(conflict.current), conflict.current)}
          />
        )}
        <p className="text-sm text-muted">{t('stores.manage.texts_hint')}</p>
        <div className="grid gap-3 md:grid-cols-3">
          {TEXT_LANGUAGES.map(({ code, dir }) => (
            <TextField key={code} label={t(`stores.manage.name_${code}`)} dir={dir} lang={code} maxLength={STORE_NAME_MAX} required={code === 'en'}
              value={form.name[code]} onChange={(e) => set('name', { ...form.name, [code]: e.target.value })} error={problem(`name.${code}`) ?? null} />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField label={t('stores.manage.fields.module_id')} value={form.moduleId} onValue={(id) => set('moduleId', id)} problem={problem('module_id')}>
            <option value="">{t('stores.manage.choose')}</option>
            {modules.filter((m) => m.module_type !== 'parcel').map((m) => <option key={m.id} value={m.id}>{m.module_name}</option>)}
          </SelectField>
          <SelectField label={t('stores.manage.fields.zone_id')} value={form.zoneId} onValue={chooseZone} problem={problem('zone_id')}>
            <option value="">{t('stores.manage.choose')}</option>
            {zones.map((z) => <option key={z.id} value={z.id}>{z.name}</option>)}
          </SelectField>
        </div>
        {field('address', { maxLength: STORE_ADDRESS_MAX })}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField label={t('stores.manage.fields.latitude')} type="number" inputMode="decimal" step="any" dir="ltr" required
            value={form.latitude} onChange={(e) => set('latitude', e.target.value)} error={problem('latitude') ?? null} />
          <TextField label={t('stores.manage.fields.longitude')} type="number" inputMode="decimal" step="any" dir="ltr" required
            value={form.longitude} onChange={(e) => set('longitude', e.target.value)} error={problem('longitude') ?? null} />
        </div>
        {placed && (
          <div className="h-48 overflow-hidden rounded-xl border border-line">
            <RouteMap points={[{ kind: 'store', lat, lng, title: form.name.en || t('stores.manage.new') }]} label={t('stores.manage.map')} unavailableText={t('stores.manage.map_unavailable')} />
          </div>
        )}
        <div className="grid gap-3 sm:grid-cols-3">
          {field('phone', { type: 'tel', dir: 'ltr' })}
          {field('email', { type: 'email', dir: 'ltr' })}
          <TextField label={t('stores.manage.fields.commission_rate')} type="number" inputMode="decimal" min={0} max={100} step="any" dir="ltr"
            value={form.commission} onChange={(e) => set('commission', e.target.value)} error={problem('commission_rate') ?? null} hint={t('stores.manage.commission_hint')} />
        </div>
        <Switch checked={form.listed} onChange={(listed) => set('listed', listed)}>{t('stores.manage.fields.listed')}</Switch>
        {!base && (
          <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{t('stores.manage.owner')}</legend>
            <p className="text-xs text-muted">{t('stores.manage.owner_hint')}</p>
            <div className="grid gap-3 sm:grid-cols-3">
              {(['f_name', 'l_name', 'email'] as const).map((key) => (
                <TextField key={key} label={t(`stores.manage.owner_${key}`)} type={key === 'email' ? 'email' : 'text'} dir={key === 'email' ? 'ltr' : 'auto'}
                  value={form.owner[key]} onChange={(e) => set('owner', { ...form.owner, [key]: e.target.value })} error={problem(`owner.${key}`) ?? null} />
              ))}
            </div>
          </fieldset>
        )}
        {failure && !conflict && <p role="alert" className="text-sm font-medium text-red-600 dark:text-red-400"><bdi>{failure}</bdi></p>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose}>{t('stores.manage.cancel')}</Button>
          <Button type="submit" disabled={pending || conflict !== null}>
            {pending && <Spinner className="size-4" />}
            {pending ? t('stores.manage.saving') : base ? t('stores.manage.save') : t('stores.manage.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
