/** The parts of a mouse event that say how the reader clicked (React's and the DOM's events both have them). */
interface ClickModifiers {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * True for a plain left click: the one a link may take over to navigate inside the app. A middle
 * click, or one with Ctrl, ⌘, Shift or Alt, is left to the browser (new tab, new window, download).
 */
export function isPlainLeftClick(event: ClickModifiers): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
