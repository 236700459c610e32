import { formatPanInput, kycMessages, namesMatch } from '@hireloop/shared';
import type { DigiLockerRecord } from './simulate';

/**
 * 1 document locker, 2 PAN (skipped when the locker had it), 3 selfie, 4 complete (docs/product.md section
 * 4).
 */
export type KycStep = 1 | 2 | 3 | 4;
export type KycCheck = 'digilocker' | 'pan' | 'selfie';

export interface KycState {
  step: KycStep;
  record: DigiLockerRecord | null;
  digilockerVerified: boolean;
  panFromDigilocker: boolean;
  pan: string;
  panVerified: boolean;
  selfie: string | null;
  selfieVerified: boolean;
  /** The check running now; navigation waits for it. */
  pending: KycCheck | null;
  /** The current step's failure message. */
  error: string | null;
}

export const initialKycState: KycState = {
  step: 1,
  record: null,
  digilockerVerified: false,
  panFromDigilocker: false,
  pan: '',
  panVerified: false,
  selfie: null,
  selfieVerified: false,
  pending: null,
  error: null,
};

export type KycAction =
  | { type: 'started'; check: KycCheck }
  | { type: 'failed'; error: string }
  | { type: 'digilockerFetched'; record: DigiLockerRecord; registeredName: string }
  | { type: 'panChanged'; value: string }
  | { type: 'panVerified' }
  | { type: 'selfieCaptured'; image: string }
  | { type: 'selfieDiscarded' }
  | { type: 'selfieVerified' }
  | { type: 'next' }
  | { type: 'back' };

/** Whether the step's own check is done, so Continue may leave it. */
export function canContinue(state: KycState): boolean {
  if (state.pending) return false;
  if (state.step === 1) return state.digilockerVerified;
  if (state.step === 2) return state.panVerified;
  if (state.step === 3) return state.selfieVerified;
  return false;
}

/** The step Back returns to: the PAN step is passed over when it was skipped on the way in. */
export function previousStep(state: KycState): KycStep {
  if (state.step === 4) return 3;
  if (state.step === 3) return state.panFromDigilocker ? 1 : 2;
  return 1;
}

function nextStep(state: KycState): KycStep {
  if (state.step === 1) return state.panFromDigilocker ? 3 : 2;
  if (state.step === 2) return 3;
  return 4;
}

/** Why the identity check may not be submitted yet, or null (docs/product.md section 5, identity submit). */
export function submitBlocker(state: KycState): string | null {
  if (!state.digilockerVerified || !state.record) return kycMessages.digilockerFirst;
  if (!state.panVerified || !state.pan) return kycMessages.panMandatory;
  return null;
}

export function kycReducer(state: KycState, action: KycAction): KycState {
  switch (action.type) {
    case 'started':
      return { ...state, pending: action.check, error: null };
    case 'failed':
      return { ...state, pending: null, error: action.error };
    case 'digilockerFetched': {
      const { record, registeredName } = action;
      if (!namesMatch(record.name, registeredName)) {
        return {
          ...state,
          pending: null,
          record,
          digilockerVerified: false,
          error: kycMessages.nameMismatch(record.name, registeredName),
        };
      }
      const lockerPan = record.documents.pan?.number ?? null;
      return {
        ...state,
        pending: null,
        error: null,
        record,
        digilockerVerified: true,
        panFromDigilocker: lockerPan !== null,
        pan: lockerPan ?? state.pan,
        panVerified: lockerPan !== null || state.panVerified,
      };
    }
    case 'panChanged': {
      const pan = formatPanInput(action.value);
      if (pan === state.pan) return { ...state, error: null };
      return { ...state, pan, panVerified: false, error: null };
    }
    case 'panVerified':
      return { ...state, pending: null, error: null, panVerified: true };
    case 'selfieCaptured':
      return { ...state, selfie: action.image, selfieVerified: false, error: null };
    case 'selfieDiscarded':
      return { ...state, selfie: null, selfieVerified: false, error: null };
    case 'selfieVerified':
      return { ...state, pending: null, error: null, selfieVerified: true };
    case 'next':
      return canContinue(state) ? { ...state, step: nextStep(state), error: null } : state;
    case 'back':
      return state.pending || state.step === 1 ? state : { ...state, step: previousStep(state), error: null };
  }
}
