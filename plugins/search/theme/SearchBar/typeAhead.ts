/**
 * Keeps what the reader types between asking for the search (Ctrl/Cmd+K,
 * "/", the button) and the modal's input taking the focus. The modal's code
 * loads on that first request: on a slow network it arrives seconds later,
 * and the keys typed meanwhile went to the page ("range mode" arrived as
 * "ode"). Until the input has the focus, printable keys (and Backspace) are
 * kept instead; `take` hands over what is kept so far, for the modal's
 * first query, and what comes after it is typed into the input as it
 * focuses. Escape gives up the request.
 */
export interface TypeAhead {
  /** What was typed so far; later keys go to the input when it focuses. */
  take: () => string;
  /** Whether the reader pressed Escape before the modal opened. */
  cancelled: () => boolean;
  stop: () => void;
}

const isSearchInput = (target: EventTarget | null) =>
  target instanceof HTMLInputElement &&
  target.classList.contains('DocSearch-Input');

/** Types `text` at the end of `input` as keys would, so React's onChange sees it. */
function typeInto(input: HTMLInputElement, text: string) {
  const setValue = Object.getOwnPropertyDescriptor(
    HTMLInputElement.prototype,
    'value',
  )?.set;
  setValue?.call(input, input.value + text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

export function startTypeAhead(initial = ''): TypeAhead {
  let typed = initial;
  let taken = 0;
  let cancelled = false;

  function onKeyDown(event: KeyboardEvent) {
    if (isSearchInput(event.target) || event.isComposing) {
      return;
    }
    if (event.key === 'Escape') {
      cancelled = true;
      stop();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) {
      return;
    }
    if (event.key === 'Backspace') {
      typed = typed.slice(0, Math.max(taken, typed.length - 1));
    } else if ([...event.key].length === 1) {
      typed += event.key;
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  function onFocusIn(event: FocusEvent) {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !isSearchInput(input)) {
      return;
    }
    const rest = typed.slice(taken);
    stop();
    // After the focus settles: the modal may still be committing.
    if (rest) {
      queueMicrotask(() => typeInto(input, rest));
    }
  }

  function stop() {
    window.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  }

  window.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocusIn, true);
  return {
    take() {
      taken = typed.length;
      return typed;
    },
    cancelled: () => cancelled,
    stop,
  };
}
