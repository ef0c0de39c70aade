import {useEffect, type RefObject} from 'react';

interface Options {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  /** A letter or digit typed while the search button has focus. */
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(
    element &&
      (element.isContentEditable ||
        ['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName)),
  );
}

/**
 * The search shortcuts: Ctrl/Cmd+K toggles the modal, "/" opens it unless
 * the reader is typing in a field, Escape closes it, and typing on the
 * focused search button starts a query. Same keys as DocSearch's own hook,
 * kept here so the main bundle does not carry all of @docsearch/react.
 */
export function useSearchShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: Options): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const toggle =
        event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditing(event.target);
      if ((event.key === 'Escape' && isOpen) || toggle || slash) {
        event.preventDefault();
        if (isOpen) {
          onClose();
        } else if (!document.body.classList.contains('DocSearch--active')) {
          onOpen();
        }
        return;
      }
      if (
        searchButtonRef.current === document.activeElement &&
        /^[a-z0-9]$/i.test(event.key)
      ) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
