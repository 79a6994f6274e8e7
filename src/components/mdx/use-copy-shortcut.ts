import * as React from 'react';

type ShortcutKeyEvent = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

/** Ctrl+C, or ⌘C on Apple keyboards, without other modifiers. */
export function isCopyShortcut(event: ShortcutKeyEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'c';
}

/** How the shortcut is written for the reader's platform (from the user agent string). */
export function copyShortcutKeys(userAgent: string): string {
  return /Macintosh|Mac OS X|iPhone|iPad/.test(userAgent) ? '⌘C' : 'Ctrl+C';
}

function hasSelectedText(): boolean {
  return (window.getSelection()?.toString() ?? '') !== '';
}

/**
 * Ctrl+C (⌘C) copies the whole of a code block while the pointer is over it or focus is inside
 * it, as the copy button does, unless the reader has selected text: their own copy then goes
 * ahead untouched. The key listener exists only while the block is hovered or focused. Returns
 * the shortcut as written for the reader's platform once mounted (null before, and on the
 * server, so the first render matches the server's markup), for the copy button's hint.
 */
export function useCopyShortcut(
  scope: React.RefObject<HTMLElement | null> | undefined,
  copy: () => void,
): string | null {
  const [keys, setKeys] = React.useState<string | null>(null);
  const copyRef = React.useRef(copy);
  React.useEffect(() => {
    copyRef.current = copy;
  }, [copy]);

  React.useEffect(() => {
    const element = scope?.current;
    if (!element) return undefined;
    setKeys(copyShortcutKeys(navigator.userAgent));
    let hovered = false;
    let focused = false;
    let listening = false;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isCopyShortcut(event) || hasSelectedText()) return;
      event.preventDefault();
      copyRef.current();
    };
    const update = () => {
      const active = hovered || focused;
      if (active && !listening) document.addEventListener('keydown', onKeyDown);
      if (!active && listening) document.removeEventListener('keydown', onKeyDown);
      listening = active;
    };
    const onEnter = () => {
      hovered = true;
      update();
    };
    const onLeave = () => {
      hovered = false;
      update();
    };
    const onFocusIn = () => {
      focused = true;
      update();
    };
    const onFocusOut = (event: FocusEvent) => {
      focused = event.relatedTarget instanceof Node && element.contains(event.relatedTarget);
      update();
    };
    element.addEventListener('mouseenter', onEnter);
    element.addEventListener('mouseleave', onLeave);
    element.addEventListener('focusin', onFocusIn);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('mouseenter', onEnter);
      element.removeEventListener('mouseleave', onLeave);
      element.removeEventListener('focusin', onFocusIn);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [scope]);

  return keys;
}
