import { useNavigation } from 'react-router';

/** A thin bar while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-hidden="true" className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-brand-100">
      <div className="animate-progress h-full w-2/5 bg-brand-600" />
    </div>
  );
}
