/**
 * Each history entry's place in the tab's history, kept in the entry's
 * own state so it outlives a reload. history v4 knows only the entries this
 * document made: when it refuses Back or Forward to an older one it can't
 * move the address back, and NavigationGuard moves it by this count.
 * history v4 reads only its own fields of the state, and writes the state
 * only when it makes an entry, after which the guard numbers it again.
 */
const FIELD = 'daypickerEntryIndex';

/** The current entry's index, if it was numbered. */
export function currentEntryIndex(): number | undefined {
  const state: unknown = window.history.state;
  const index =
    state && typeof state === 'object'
      ? (state as Record<string, unknown>)[FIELD]
      : undefined;
  return Number.isInteger(index) ? (index as number) : undefined;
}

/** Numbers the current entry, keeping the rest of its state. */
export function numberCurrentEntry(index: number): void {
  const state: unknown = window.history.state;
  window.history.replaceState(
    {...(state && typeof state === 'object' ? state : {}), [FIELD]: index},
    '',
  );
}
