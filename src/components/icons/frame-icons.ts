/**
 * Icons of the site frame (app bar, drawer, menus, page footer). They are drawn from the icon
 * sprite every page carries (sprite-icon-paths.ts), so no path data is in the JavaScript.
 */
import { spriteIcon } from './sprite-icon';

export const menuIcon = spriteIcon('menu');
export const searchIcon = spriteIcon('search');
export const closeIcon = spriteIcon('close');
export const githubIcon = spriteIcon('github');
export const settingsIcon = spriteIcon('settings');
export const translateIcon = spriteIcon('translate');
export const expandMoreIcon = spriteIcon('expand-more');
export const checkIcon = spriteIcon('check');
export const openInNewIcon = spriteIcon('open-in-new');
export const lightModeIcon = spriteIcon('light-mode');
export const darkModeIcon = spriteIcon('dark-mode');
export const systemModeIcon = spriteIcon('system-mode');
export const chevronLeftIcon = spriteIcon('chevron-left');
export const chevronRightIcon = spriteIcon('chevron-right');
export const chevronUpIcon = spriteIcon('chevron-up');
export const editIcon = spriteIcon('edit');
