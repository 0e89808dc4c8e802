/** Below this width the gem pages take their phone layout (the breakpoint of gems.css). */
export const PHONE_LAYOUT = '(max-width: 767px)';
