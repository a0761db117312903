/** The menu button's down arrow, shared by the real trigger and its stand-in (deferred-menu.tsx). */
export const ChevronIcon = () => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
)
