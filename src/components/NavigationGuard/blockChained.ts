import type {History, TransitionPromptHook} from 'history';

/**
 * Blocks navigations with `guard`, as `history.block` does, but lets other
 * code block too. history v4 keeps one blocker: another (the phone menu's,
 * which closes the menu on Back) would take the guard's place, and its
 * unblock would leave none. Chained instead: the other decides first, then
 * the guard; when the other unblocks, the guard alone blocks again.
 * Returns what undoes it all.
 */
export function blockChained(
  history: History,
  guard: TransitionPromptHook,
): () => void {
  const block = history.block;
  let unblock = block(guard);
  history.block = (prompt = false) => {
    unblock();
    const unblockBoth = block((location, action) => {
      const answer =
        typeof prompt === 'function' ? prompt(location, action) : prompt;
      return answer === false || typeof answer === 'string'
        ? answer
        : guard(location, action);
    });
    unblock = unblockBoth;
    return () => {
      unblockBoth();
      unblock = block(guard);
    };
  };
  return () => {
    history.block = block;
    unblock();
  };
}
