import {
  forwardRef,
  startTransition,
  useEffect,
  useState,
  type ComponentPropsWithoutRef,
} from 'react';

/**
 * Which modifier the shortcut uses here: known only in the browser, so the
 * pre-rendered page and hydration say none. It is set in a transition:
 * useSyncExternalStore would force a synchronous re-render right after
 * hydration, and React would fold every other pending update into it, the
 * page's longest task on a phone.
 */
function useModifierKey(): 'Ctrl' | '⌘' | null {
  const [key, setKey] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    startTransition(() =>
      setKey(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'),
    );
  }, []);
  return key;
}

export interface Props extends ComponentPropsWithoutRef<'button'> {
  translations?: {buttonText?: string; buttonAriaLabel?: string};
}

/**
 * The navbar's search button, with DocSearch's markup and class names (so
 * DocSearch's stylesheet gives it the same look). It replaces
 * DocSearchButton because @docsearch/react ships as one module: importing
 * the button put the whole modal, about 30 kB gzip, into every page's main
 * bundle. The modal itself still comes from @docsearch/react, on demand.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton(
  {translations = {}, ...props},
  ref,
) {
  const key = useModifierKey();
  const text = translations.buttonText ?? 'Search';
  const label = translations.buttonAriaLabel ?? 'Search';
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} (${key === '⌘' ? 'Command' : 'Ctrl'}+K)`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg
          className="DocSearch-Search-Icon"
          width="20"
          height="20"
          viewBox="0 0 20 20"
          aria-hidden="true">
          <circle
            cx="8.5"
            cy="8.5"
            r="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
          <path
            d="M13 13l5 5"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {key !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{key}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
