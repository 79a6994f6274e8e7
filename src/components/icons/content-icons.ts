/**
 * Icons of content components (heading anchors and comment buttons, code blocks, callouts). They are drawn from the icon
 * sprite every page carries (sprite-icon-paths.ts), so no path data is in the JavaScript.
 */
import { spriteIcon } from './sprite-icon';

export const linkIcon = spriteIcon('link');
export const addCommentIcon = spriteIcon('add-comment');
export const copyIcon = spriteIcon('copy');
export const infoIcon = spriteIcon('info');
export const successIcon = spriteIcon('success');
export const warningIcon = spriteIcon('warning');
export const errorIcon = spriteIcon('error');
