import { useLocation, type Location } from 'react-router';

/**
 * Location state that a guard leaves on /login (and the identity check) so the user comes back to
 * the page they opened. The public pages pass it on between each other (sign-in <-> sign-up).
 */
export interface ReturnState {
  from?: Partial<Location>;
}

/** This location's return state, to hand on to the next public page; undefined without one. */
export function useReturnState(): ReturnState | undefined {
  const state = useLocation().state as ReturnState | null;
  return state?.from ? { from: state.from } : undefined;
}
