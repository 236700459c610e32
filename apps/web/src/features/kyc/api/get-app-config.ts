import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPaths, type KycSimulationMode, type ResponseOf, type systemContract } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export function getAppConfig(): Promise<ResponseOf<typeof systemContract.config>> {
  return api.get(apiPaths.system.config, { refreshOn401: false });
}

export const appConfigQuery = queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig });

/**
 * How the simulated checks decide (KYC_SIMULATION, served by GET /api/config). Read afresh when
 * each check starts, so a check never runs before the mode is known and follows a changed
 * setting; if the config cannot be read, the spec's random rates apply.
 */
export function useKycSimulationMode(): () => Promise<KycSimulationMode> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    try {
      return (await queryClient.fetchQuery({ ...appConfigQuery, staleTime: 0 })).kycSimulation;
    } catch {
      return 'random';
    }
  }, [queryClient]);
}
