import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '@storefront/ui/tabs';
import { ItemRail } from '@/components/catalog/item-rail';
import { RailSkeleton } from '@/components/catalog/skeletons';
import { HomeSection } from '@/components/home-section';
import { useCommonConditions } from '../api/get-common-conditions';
import { useConditionItems } from '../api/get-condition-items';

/** Pharmacy: products for common conditions, one condition at a time. */
export function CommonConditionsSection() {
  const { t } = useTranslation();
  const query = useCommonConditions();
  const [chosen, setChosen] = useState<number | null>(null);
  const conditionId = chosen ?? query.data?.[0]?.id;
  const items = useConditionItems(conditionId);
  return (
    <HomeSection
      sectionKey="common_conditions"
      title={t('home.sections.common_conditions')}
      query={query}
      isEmpty={(list) => list.length === 0}
      skeleton={<div className="h-40" />}
      actions={
        query.data && query.data.length > 0 && conditionId !== undefined ? (
          <Tabs options={query.data.map((c) => ({ value: c.id, label: c.name }))} value={conditionId} onChange={setChosen} label={t('home.sections.common_conditions')} />
        ) : null
      }
    >
      {() =>
        items.isPending ? (
          <RailSkeleton count={4} />
        ) : (items.data?.products.length ?? 0) === 0 ? (
          <p className="py-6 text-center text-sm text-muted">{t('search.items_not_found')}</p>
        ) : (
          <ItemRail items={items.data!.products} />
        )
      }
    </HomeSection>
  );
}
