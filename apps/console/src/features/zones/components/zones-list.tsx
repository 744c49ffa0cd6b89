import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '@storefront/ui/button';
import { PlusIcon } from '@storefront/ui/icons';
import { ListFrame } from '../../../lib/list-header';
import { listState } from '../../../lib/list-state';
import { SearchField } from '../../../lib/search-field';
import { shownText } from '../../../lib/texts';
import { useConsoleZones } from '../api/console-zones';
import { ZoneMap } from './zone-map';
import type { MapTiles } from './zone-map-props';

/**
 * Every delivery zone, listed beside a map of their outlines: a click on either opens the zone's editor.
 * Zones switched off are dashed on the map and marked in the list; the search filters both.
 */
export function ZonesList({ canEdit, tiles }: { canEdit: boolean; tiles: MapTiles }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const list = useConsoleZones();
  const [search, setSearch] = useState('');
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = useMemo(() => {
    const words = search.trim().toLocaleLowerCase();
    return (list.data?.zones ?? [])
      .filter((z) => !words || [z.name.en, z.name.ar, z.name.fr].some((name) => name.toLocaleLowerCase().includes(words)))
      .map((z) => ({ ...z, shownName: shownText(z.name, i18n.language) }));
  }, [list.data, search, i18n.language]);
  const open = (id: number) => void navigate(`/zones/${id}`);

  const body = listState(list, list.data ? shown.length : undefined, { title: t('zones.empty_title'), description: canEdit ? t('zones.empty_edit') : t('zones.empty') }) ?? (
    <ul aria-label={t('zones.title')} className="overflow-hidden rounded-2xl border border-line bg-surface">
      {shown.map((z) => (
        <li key={z.id} data-testid="zone-row" className="border-b border-line last:border-b-0" onMouseEnter={() => setHovered(z.id)} onMouseLeave={() => setHovered(null)}>
          <Link to={`/zones/${z.id}`} className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-canvas focus-visible:bg-canvas">
            <span className="min-w-0">
              <span className="block truncate font-medium"><bdi>{z.shownName}</bdi></span>
              <span className="block text-xs text-muted">{t('zones.modules_on', { count: z.modules_on })} · {t('zones.corners', { count: z.outline.length })}</span>
            </span>
            <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${z.on ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-200' : 'bg-canvas text-muted'}`}>{z.on ? t('zones.on') : t('zones.off')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <ListFrame
      heading={{ title: t('zones.title'), hint: t('zones.hint'), action: canEdit && <Link to="/zones/new" className={buttonClasses('primary', 'sm')}><PlusIcon className="size-4" />{t('zones.add')}</Link> }}
      filters={<SearchField label={t('zones.search')} value={search} onValue={setSearch} />}>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div>{body}</div>
        <div className="h-80 overflow-hidden rounded-2xl border border-line lg:h-[32rem]">
          <ZoneMap zones={shown.map((z) => ({ id: z.id, name: z.shownName, outline: z.outline, on: z.on }))} selectedId={hovered} onSelect={open}
            tileUrl={tiles.url} attribution={tiles.attribution} label={t('zones.map')}
            texts={{ unavailable: t('zones.map_unavailable'), draw: t('zones.draw'), redraw: t('zones.redraw'), hint: t('zones.draw_hint') }} />
        </div>
      </div>
    </ListFrame>
  );
}
