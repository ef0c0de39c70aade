/**
 * Counts the islands showing a fallback while their code loads (mounted by
 * a client-side navigation), so that code which depends on the page's final
 * layout can wait for them (src/clientModules/scrollAfterNavigation).
 */
let loading = 0;
const waiting = new Set<() => void>();

function settle() {
  // After the commit that made the last island live has reached the DOM.
  requestAnimationFrame(() => {
    if (loading > 0) {
      return;
    }
    const callbacks = [...waiting];
    waiting.clear();
    callbacks.forEach((callback) => callback());
  });
}

/** Marks one island as loading; the returned function marks it done. */
export function islandLoading(): () => void {
  loading += 1;
  let done = false;
  return () => {
    if (done) {
      return;
    }
    done = true;
    loading -= 1;
    if (loading === 0) {
      settle();
    }
  };
}

/**
 * Calls `callback` once no island is loading (at the next frame if none
 * is); returns a function that cancels it.
 */
export function whenIslandsSettle(callback: () => void): () => void {
  waiting.add(callback);
  if (loading === 0) {
    settle();
  }
  return () => {
    waiting.delete(callback);
  };
}
