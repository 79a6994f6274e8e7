import * as React from 'react';

/**
 * Shows a `<dialog>` as a modal while the component is mounted (focus trapped inside, the page
 * behind inert) and closes it on unmount. Browsers without modal dialogs (and jsdom) still show
 * it, without the backdrop.
 */
export function useModalDialog(): React.RefObject<HTMLDialogElement> {
  const ref = React.useRef<HTMLDialogElement>(null);
  React.useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog?.close === 'function') dialog.close();
    };
  }, []);
  return ref;
}
