import { useMutationState } from '@tanstack/react-query';
import { profileMutationKey } from '../api/keys';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The state of the profile's latest change, for the Saving.../Saved indicator: 'saving' while any
 * change is on its way, else how the most recent one ended ('idle' before the first change).
 */
export function useSaveStatus(): SaveStatus {
  const states = useMutationState({
    filters: { mutationKey: profileMutationKey },
    select: (mutation) => ({ status: mutation.state.status, at: mutation.state.submittedAt }),
  });
  if (states.some((s) => s.status === 'pending')) return 'saving';
  const latest = states.reduce<(typeof states)[number] | null>(
    (last, s) => (!last || s.at >= last.at ? s : last),
    null,
  );
  if (latest?.status === 'success') return 'saved';
  if (latest?.status === 'error') return 'failed';
  return 'idle';
}
