import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsList } from '../features/catalog/components/terms-list';
import type { TermKind } from '../features/catalog/api/catalog-terms';
import { useMe } from '../features/operator/api/get-me';
import { can } from '../lib/access';
import { ListHeader } from '../lib/list-header';

const TABS: readonly TermKind[] = ['units', 'attributes'];

/** /units-attributes: the units items are sold by and the attributes their variations are chosen by, in two tabs, for catalogue.view; editing for catalogue.edit. */
export function UnitsAttributesPage() {
  const { t } = useTranslation();
  const session = useMe().data;
  const [tab, setTab] = useState<TermKind>('units');
  if (!session) return null;
  if (!can(session, 'catalogue.view', null)) return <p className="p-6 text-center text-muted">{t('catalog.terms.not_allowed')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ListHeader title={t('catalog.terms.title')} hint={t(`catalog.terms.${tab}.hint`)} />
      <div role="tablist" aria-label={t('catalog.terms.title')} className="flex gap-2 border-b border-line">
        {TABS.map((kind) => (
          <button key={kind} type="button" role="tab" id={`tab-${kind}`} aria-selected={tab === kind} aria-controls={`panel-${kind}`} onClick={() => setTab(kind)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === kind ? 'border-brand-500 text-ink' : 'border-transparent text-muted hover:text-ink'}`}>
            {t(`catalog.terms.${kind}.title`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        <TermsList key={tab} kind={tab} canEdit={can(session, 'catalogue.edit', null)} />
      </div>
    </div>
  );
}
