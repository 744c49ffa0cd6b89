import { useTranslation } from 'react-i18next';
import type { StreamState } from '../hooks/push-stream';

/** Whether a page's push stream is open: live, connecting, or offline while it retries. */
export function LiveState({ live }: { live: StreamState }) {
  const { t } = useTranslation();
  return (
    <span role="status" data-testid="live-state" data-state={live} className="flex items-center gap-1.5 text-xs text-muted">
      <span aria-hidden="true" className={`size-2 rounded-full ${live === 'live' ? 'bg-brand-600' : live === 'connecting' ? 'bg-amber-500' : 'bg-red-500'}`} />
      {t(`orders.live.${live}`)}
    </span>
  );
}
