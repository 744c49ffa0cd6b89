import { useParams } from 'react-router';
import { CampaignDetails } from '@/features/campaigns/components/campaign-details';

export function CampaignPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <CampaignDetails key={id} id={id} />
    </div>
  );
}
