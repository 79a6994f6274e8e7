/** Layout sizes of the frame, in px (part of the design tokens, tokens.ts). */
export const HEADER_HEIGHT = 64;
export const NAV_DRAWER_WIDTH = 300;
export const SETTINGS_DRAWER_WIDTH = 320;
export const TOC_WIDTH = 240;
