import { Icon, type IconProps } from './icon';

// The app's frame: header, menus, drawers, lists and the app-store badges.
export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20h14V9.5" />
    <path d="M10 20v-6h4v6" />
  </Icon>
);
export const CartIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 4h2l2.2 10.4a2 2 0 0 0 2 1.6h7.6a2 2 0 0 0 2-1.5L20.5 8H6" />
    <circle cx="10" cy="20" r="1.4" />
    <circle cx="17" cy="20" r="1.4" />
  </Icon>
);
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);
export const GlobeIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Icon>
);
export const SunIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </Icon>
);
export const MoonIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z" />
  </Icon>
);
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);
export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);
export const ChevronDownIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);
export const ChevronEndIcon = (p: IconProps) => (
  <Icon className="size-4 rtl:-scale-x-100" {...p}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);
export const ChevronStartIcon = (p: IconProps) => (
  <Icon className="size-4 rtl:-scale-x-100" {...p}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);
export const ExpandIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </Icon>
);
export const CollapseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5" />
  </Icon>
);
export const LogoutIcon = (p: IconProps) => (
  <Icon className="size-5 rtl:-scale-x-100" {...p}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 16l-4-4 4-4M6 12h10" />
  </Icon>
);
export const SearchIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);
export const GridIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </Icon>
);
export const ListIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="4" y="4.5" width="5" height="5" rx="1.2" />
    <rect x="4" y="14.5" width="5" height="5" rx="1.2" />
    <path d="M12 6h8M12 9h5M12 16h8M12 19h5" />
  </Icon>
);
export const FilterIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);
export const PlayStoreIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" {...p}>
    <path fill="#34d399" d="M4 2.6 13.7 12 4 21.4a1.5 1.5 0 0 1-.6-1.2V3.8c0-.5.2-.9.6-1.2Z" />
    <path fill="#60a5fa" d="m16.8 8.9-3.1 3.1L4 2.6c.3-.2.8-.2 1.2 0Z" />
    <path fill="#f87171" d="M16.8 15.1 5.2 21.4c-.4.2-.9.2-1.2 0l9.7-9.4Z" />
    <path fill="#fbbf24" d="m16.8 8.9 3.6 2a1.2 1.2 0 0 1 0 2.1l-3.6 2.1-3.1-3.1Z" />
  </svg>
);
export const AppleIcon = (p: IconProps) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="size-6" {...p}>
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8 2.1-1.2 2.9-2.4c.9-1.3 1.3-2.6 1.3-2.7-.1 0-2.3-.9-2.3-4ZM14 5.5A4.3 4.3 0 0 0 15 2.4a4.5 4.5 0 0 0-2.9 1.5 4.1 4.1 0 0 0-1 3 3.7 3.7 0 0 0 2.9-1.4Z" />
  </svg>
);
