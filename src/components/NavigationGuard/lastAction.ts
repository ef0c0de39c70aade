import type {Action} from './checkNavigation';

/**
 * How the router reached the location it is rendering (set by
 * NavigationGuard, which listens to the history; read by
 * clientModules/scrollRestoration, whose lifecycle hooks are not told).
 */
let action: Action = 'POP';

export const lastAction = (): Action => action;

export function setLastAction(next: Action): void {
  action = next;
}
