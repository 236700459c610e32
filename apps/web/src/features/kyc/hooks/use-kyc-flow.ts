import { useCallback, useReducer } from 'react';
import { isValidPan, kycMessages } from '@hireloop/shared';
import { useKycSimulationMode } from '../api/get-app-config';
import { initialKycState, kycReducer } from '../lib/kyc-steps';
import {
  createSimulationEnv,
  simulateDigiLocker,
  simulateFaceMatch,
  simulatePanCheck,
} from '../lib/simulate';

/** The identity-check state machine with its simulated checks (decided by the server's mode). */
export function useKycFlow(registeredName: string) {
  const [state, dispatch] = useReducer(kycReducer, initialKycState);
  const simulationMode = useKycSimulationMode();
  const env = useCallback(async () => createSimulationEnv(await simulationMode()), [simulationMode]);

  const connectDigiLocker = useCallback(async () => {
    dispatch({ type: 'started', check: 'digilocker' });
    const result = await simulateDigiLocker(registeredName, await env());
    dispatch(
      result.ok
        ? { type: 'digilockerFetched', record: result.value, registeredName }
        : { type: 'failed', error: result.error },
    );
  }, [env, registeredName]);

  const verifyPan = useCallback(
    async (pan: string) => {
      if (!isValidPan(pan)) {
        dispatch({ type: 'failed', error: kycMessages.invalidPan });
        return;
      }
      dispatch({ type: 'started', check: 'pan' });
      const result = await simulatePanCheck(pan, await env());
      dispatch(result.ok ? { type: 'panVerified' } : { type: 'failed', error: result.error });
    },
    [env],
  );

  const verifySelfie = useCallback(async () => {
    dispatch({ type: 'started', check: 'selfie' });
    const result = await simulateFaceMatch(await env());
    dispatch(result.ok ? { type: 'selfieVerified' } : { type: 'failed', error: result.error });
  }, [env]);

  return { state, dispatch, connectDigiLocker, verifyPan, verifySelfie };
}
