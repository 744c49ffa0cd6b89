import { useTranslation } from 'react-i18next';
import { TRACKING_STEPS, trackingStep, type OrderTrack } from '@storefront/contract';
import { cn } from '@storefront/ui/cn';
import { AlertIcon, CheckIcon } from '@storefront/ui/icons';
import { StampTime } from './stamp-time';

type StepState = 'done' | 'current' | 'upcoming';

// When each step was reached; the store's own stages stand in for a confirmation it skipped.
const STEP_TIMES: Record<1 | 2 | 3 | 4, string[]> = {
  1: ['pending'],
  2: ['confirmed', 'processing', 'handover'],
  3: ['picked_up'],
  4: ['delivered'],
};

const stepTime = (timestamps: OrderTrack['timestamps'], step: 1 | 2 | 3 | 4) =>
  STEP_TIMES[step].map((status) => timestamps[status]).find(Boolean);

/** Order Placed, Order Confirmed, On the Way, Delivered; canceled and failed orders say so instead. */
export function TrackingTimeline({ order }: { order: OrderTrack }) {
  const { t } = useTranslation();
  const reached = trackingStep(order.order_status);
  if (reached === null) return <StoppedOrder order={order} />;

  return (
    <section aria-labelledby="track-progress-title">
      <h3 id="track-progress-title" className="mb-3 text-sm font-bold">{t('tracking.progress')}</h3>
      <ol>
        {TRACKING_STEPS.map(({ step, status }, index) => {
          // Delivered ends the journey: every step, the last one too, is done.
          const state: StepState = step < reached || reached === 4 ? 'done' : step === reached ? 'current' : 'upcoming';
          const time = state === 'upcoming' ? undefined : stepTime(order.timestamps, step);
          const last = index === TRACKING_STEPS.length - 1;
          return (
            <li
              key={step}
              data-testid={`track-step-${step}`}
              data-state={state}
              aria-current={step === reached ? 'step' : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {!last && (
                <span
                  aria-hidden="true"
                  className={cn('absolute start-[0.6875rem] top-6 bottom-0 w-0.5', step < reached ? 'bg-brand-500' : 'bg-line')}
                />
              )}
              <StepDot state={state} />
              <div className="min-w-0 pt-0.5">
                <p className={cn('text-sm font-semibold', state === 'upcoming' && 'text-muted')}>{t(`tracking.steps.${status}`)}</p>
                {time && <StampTime value={time} className="block text-xs text-muted" />}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function StepDot({ state }: { state: StepState }) {
  if (state === 'done') {
    return (
      <span aria-hidden="true" className="relative grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
        <CheckIcon className="size-3.5" strokeWidth={3} />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative grid size-6 shrink-0 place-items-center rounded-full border-2',
        state === 'current' ? 'border-brand-600 bg-brand-50 dark:bg-brand-950' : 'border-line bg-surface',
      )}
    >
      {state === 'current' && <span className="size-2.5 animate-pulse rounded-full bg-brand-600" />}
    </span>
  );
}

/** A canceled or failed order never reaches the later steps; a timeline would suggest it still might. */
function StoppedOrder({ order }: { order: OrderTrack }) {
  const { t } = useTranslation();
  const failed = order.order_status === 'failed';
  const time = order.timestamps[order.order_status];
  return (
    <div role="status" data-testid="track-stopped" className="flex gap-3 rounded-2xl border border-red-500/30 bg-red-500/5 p-4">
      <AlertIcon className="size-6 shrink-0 text-red-600 dark:text-red-400" />
      <div className="min-w-0 text-sm">
        <p className="font-bold text-red-700 dark:text-red-300">{t(failed ? 'tracking.failed_title' : 'tracking.canceled_title')}</p>
        <p className="mt-0.5 text-muted">{t('tracking.stopped_description')}</p>
        {order.cancellation_reason && <p className="mt-1">{t('tracking.reason', { reason: order.cancellation_reason })}</p>}
        {time && <StampTime value={time} className="mt-1 block text-xs text-muted" />}
      </div>
    </div>
  );
}
