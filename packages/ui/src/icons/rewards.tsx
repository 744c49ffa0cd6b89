import { Icon, type IconProps } from './icon';

// Money and offers: prices, cashback, deals, wallet, points and gifts.
export const TagIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9Z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </Icon>
);
/** A coin with a percent sign: cashback. */
export const CashbackIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 15 6-6" />
    <circle cx="9.5" cy="9.5" r="0.75" />
    <circle cx="14.5" cy="14.5" r="0.75" />
  </Icon>
);
export const BoltIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7l1-8Z" />
  </Icon>
);
export const AwardIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="9" r="6" />
    <path d="m8.5 14-1.5 7 5-3 5 3-1.5-7" />
  </Icon>
);
export const MegaphoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10v4a1 1 0 0 0 1 1h3l7 4V5L7 9H4a1 1 0 0 0-1 1Z" />
    <path d="M18 9a4 4 0 0 1 0 6M7 15l1.5 5" />
  </Icon>
);
export const BriefcaseIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5h6v2M3 12h18" />
  </Icon>
);
export const WalletIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 7a2 2 0 0 1 2-2h11v4" />
    <path d="M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2Z" />
    <circle cx="16" cy="14.5" r="1.2" />
  </Icon>
);
/** A stack of coins: loyalty points. */
export const CoinsIcon = (p: IconProps) => (
  <Icon {...p}>
    <ellipse cx="9" cy="6.5" rx="6" ry="2.5" />
    <path d="M3 6.5v4c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-4" />
    <path d="M9 15.5c-3.3 0-6-1.1-6-2.5v4.5C3 18.9 5.7 20 9 20c1.2 0 2.3-.1 3.2-.4" />
    <circle cx="17" cy="16" r="4" />
  </Icon>
);
export const GiftIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="3" y="8" width="18" height="4" rx="1" />
    <path d="M5 12v8h14v-8M12 8v12" />
    <path d="M12 8S10.5 3.5 8 4.2C6 4.8 6.8 8 9 8h3ZM12 8s1.5-4.5 4-3.8C18 4.8 17.2 8 15 8h-3Z" />
  </Icon>
);
