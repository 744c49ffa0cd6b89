import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BasicCampaign } from '@storefront/contract';
import { Image } from '@storefront/ui/image';

export function CampaignCard({ campaign }: { campaign: BasicCampaign }) {
  const { t } = useTranslation();
  return (
    <Link
      to={`/campaigns/${campaign.id}`}
      data-testid="campaign-card"
      className="group relative block h-full min-h-48 overflow-hidden rounded-2xl bg-brand-700 shadow-sm ring-1 ring-line transition hover:shadow-lg"
    >
      <Image src={campaign.image_full_url} alt="" className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-105" />
      <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 via-black/40 to-transparent p-4 pt-10 text-white">
        <p className="font-bold">{campaign.title}</p>
        <p className="text-xs text-white/80">{t('campaigns.until', { date: campaign.available_date_ends.slice(0, 10) })}</p>
      </div>
    </Link>
  );
}
