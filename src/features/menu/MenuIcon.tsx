import type { MenuEntry } from '../../config/tenant.gen';

/** 24x24 outline glyphs per entry type, drawn in currentColor (no image to download). */
const PATHS: Record<MenuEntry['type'], string> = {
  VIP: 'M3 8l4.5 3L12 4l4.5 7L21 8l-2 11H5L3 8z',
  VIP_BENEFIT: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  AGENT:
    'M9 11a4 4 0 100-8 4 4 0 000 8zM1 21v-2a6 6 0 0112 0v2M17 11a3 3 0 100-6M19 21v-2a5 5 0 00-3-4.6',
  MISSION: 'M4 21V4h11l-1 4h6v9h-9l1-4H4',
  SIGN_IN: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  RESCUE_FUND: 'M12 21s-8-5-8-11a5 5 0 019-3 5 5 0 019 3c0 6-8 11-8 11z',
  PROMO_CODE: 'M3 7h18v4a2 2 0 000 4v4H3v-4a2 2 0 000-4V7zM10 7v12',
  REFERRAL: 'M16 8a4 4 0 10-8 0 4 4 0 008 0zM4 21a8 8 0 0116 0M19 3v6M16 6h6',
  APP_DOWNLOAD: 'M7 2h10v20H7zM12 7v8M9 12l3 3 3-3M10 19h4',
  CUSTOMER_SERVICE: 'M4 13v-1a8 8 0 0116 0v1M4 13h3v6H4zM17 13h3v6h-3zM20 19a3 3 0 01-3 3h-3',
  LINK: 'M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1',
};

export function MenuIcon({ type }: { type: MenuEntry['type'] }) {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={PATHS[type]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
