/**
 * A row's days, "first → last", and its daily hours if it has them: left to right in every language, and no
 * date or time broken inside, so that a narrow row shows the range on one line or as whole pieces under each other.
 */
export function DateRange({ from, to, hours }: { from: string; to: string; hours?: { from: string; to: string } }) {
  return (
    <bdi dir="ltr">
      <span className="whitespace-nowrap">{`${from} →`}</span> <span className="whitespace-nowrap">{to}</span>
      {hours && <> <span className="whitespace-nowrap">{`· ${hours.from}–${hours.to}`}</span></>}
    </bdi>
  );
}
