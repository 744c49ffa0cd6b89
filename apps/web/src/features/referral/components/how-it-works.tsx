import { useTranslation } from 'react-i18next';

export interface HowItWorksProps {
  /** What the referrer earns, formatted; null when nothing. */
  earning: string | null;
  /** The new customer's discount ("10%" or "$5.00") and for how many days, when the business gives one. */
  discount: { value: string; days: number } | null;
}

/** Three steps: share, the friend signs up (with their discount), the customer earns. */
export function HowItWorks({ earning, discount }: HowItWorksProps) {
  const { t } = useTranslation();
  const steps = [
    { title: t('referral.step_share'), text: t('referral.step_share_text') },
    {
      title: t('referral.step_sign_up'),
      text: discount ? t('referral.step_sign_up_discount', { discount: discount.value, count: discount.days }) : t('referral.step_sign_up_text'),
    },
    { title: t('referral.step_earn'), text: earning ? t('referral.step_earn_text', { amount: earning }) : t('referral.step_earn_plain') },
  ];
  return (
    <section aria-labelledby="referral-how-title" className="mt-8 rounded-3xl border border-line bg-surface p-5 sm:p-6">
      <h2 id="referral-how-title" className="text-lg font-bold">
        {t('referral.how_it_works')}
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} data-testid="referral-step" className="flex gap-3 sm:flex-col">
            <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white">
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink">{step.title}</p>
              <p className="mt-0.5 text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
