import { useTranslation } from 'react-i18next';
import { OFFLINE_METHODS_MAX, OFFLINE_ROWS_MAX, type OfflineMethodSetting } from '@storefront/contract';
import { Button } from '@storefront/ui/button';
import { TextField } from '@storefront/ui/form/text-field';
import { PlusIcon } from '@storefront/ui/icons';
import { RowSwitch } from '../../../lib/row-switch';
import type { FieldContext } from './settings-fields';

const PATH = 'payments.offline_methods';

/** A key for a field the customer fills in, made from its label (`Transfer reference` → `transfer_reference`). */
export function inputKey(placeholder: string, n: number): string {
  const slug = placeholder.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').replace(/^[0-9_]+/, '').slice(0, 40);
  return slug || `field_${n + 1}`;
}

/**
 * The offline ways to pay: each with its name, what the customer is shown and what the customer fills in. The server
 * names a problem by the method's place in the list (`payments.offline_methods.0.name`), or the list's own.
 */
export function OfflineMethods({ methods, ctx, onValue }: { methods: OfflineMethodSetting[]; ctx: FieldContext; onValue: (methods: OfflineMethodSetting[]) => void }) {
  const { t } = useTranslation();
  const change = (n: number, next: Partial<OfflineMethodSetting>) => onValue(methods.map((m, k) => (k === n ? { ...m, ...next } : m)));
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" disabled={!ctx.canEdit}>
      <legend className="text-sm font-semibold">{t('config.fields.offline_methods')}</legend>
      <p className="text-xs text-muted">{t('config.help.offline_methods')}</p>
      {ctx.problem(PATH) && <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400">{ctx.problem(PATH)}</p>}
      {methods.length === 0 && <p className="text-sm text-muted">{t('config.methods_empty')}</p>}
      {methods.map((m, n) => (
        <div key={m.id ?? `new-${n}`} data-testid="offline-method" className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3">
          <div className="grid grid-cols-[1fr_auto] items-end gap-3">
            <TextField label={t('config.method_name')} maxLength={80} value={m.name} error={ctx.problem(`${PATH}.${n}.name`) ?? null}
              onChange={(e) => change(n, { name: e.target.value })} />
            <div className="pb-3"><RowSwitch checked={m.on} disabled={!ctx.canEdit} label={t('config.method_on', { name: m.name })} onChange={(on) => change(n, { on })} /></div>
          </div>
          <p className="text-xs font-semibold">{t('config.method_information')}</p>
          {m.information.map((row, k) => (
            <div key={k} className="grid grid-cols-1 items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
              <TextField label={t('config.info_label')} maxLength={60} value={row.label} error={ctx.problem(`${PATH}.${n}.information.${k}.label`) ?? null}
                onChange={(e) => change(n, { information: m.information.map((r, j) => (j === k ? { ...r, label: e.target.value } : r)) })} />
              <TextField label={t('config.info_value')} maxLength={200} value={row.value} error={ctx.problem(`${PATH}.${n}.information.${k}.value`) ?? null}
                onChange={(e) => change(n, { information: m.information.map((r, j) => (j === k ? { ...r, value: e.target.value } : r)) })} />
              <Button size="sm" variant="outline" className="justify-self-start sm:mb-1.5" onClick={() => change(n, { information: m.information.filter((_, j) => j !== k) })}>{t('config.remove')}</Button>
            </div>
          ))}
          {ctx.canEdit && m.information.length < OFFLINE_ROWS_MAX && (
            <Button size="sm" variant="outline" className="self-start" onClick={() => change(n, { information: [...m.information, { label: '', value: '' }] })}>
              <PlusIcon className="size-4" />{t('config.info_add')}
            </Button>
          )}
          <p className="text-xs font-semibold">{t('config.method_fields')}</p>
          {m.fields.map((field, k) => (
            <div key={k} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_auto_auto]">
              <TextField label={t('config.field_placeholder')} maxLength={80} value={field.placeholder}
                error={ctx.problem(`${PATH}.${n}.fields.${k}.placeholder`) ?? ctx.problem(`${PATH}.${n}.fields.${k}.name`) ?? null}
                onChange={(e) => change(n, { fields: m.fields.map((f, j) => (j === k ? { ...f, placeholder: e.target.value } : f)) })} />
              <label className="mb-3 flex items-center gap-2 text-sm">
                <input type="checkbox" checked={field.required} onChange={(e) => change(n, { fields: m.fields.map((f, j) => (j === k ? { ...f, required: e.target.checked } : f)) })} />
                {t('config.field_required')}
              </label>
              <Button size="sm" variant="outline" className="justify-self-start sm:mb-1.5" disabled={m.fields.length <= 1}
                onClick={() => change(n, { fields: m.fields.filter((_, j) => j !== k) })}>{t('config.remove')}</Button>
            </div>
          ))}
          {ctx.canEdit && (
            <div className="flex flex-wrap gap-2">
              {m.fields.length < OFFLINE_ROWS_MAX && (
                <Button size="sm" variant="outline" onClick={() => change(n, { fields: [...m.fields, { name: '', placeholder: '', required: true }] })}>
                  <PlusIcon className="size-4" />{t('config.field_add')}
                </Button>
              )}
              <Button size="sm" variant="outline" onClick={() => onValue(methods.filter((_, k) => k !== n))}>{t('config.method_remove')}</Button>
            </div>
          )}
        </div>
      ))}
      {ctx.canEdit && methods.length < OFFLINE_METHODS_MAX && (
        <Button size="sm" variant="outline" className="self-start"
          onClick={() => onValue([...methods, { id: null, name: '', on: true, information: [], fields: [{ name: '', placeholder: '', required: true }] }])}>
          <PlusIcon className="size-4" />{t('config.method_add')}
        </Button>
      )}
    </fieldset>
  );
}
