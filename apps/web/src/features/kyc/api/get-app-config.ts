import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { KYC_SIMULATION_MODES, type KycSimulationMode } from '@hireloop/shared';
import { api } from '@/lib/api-client';

export interface AppConfig {
  productName: string;
  kycSimulation: KycSimulationMode;
}

export function getAppConfig(): Promise<AppConfig> {
  return api.get<AppConfig>('/api/config', { refreshOn401: false });
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
      const config = await queryClient.fetchQuery({ ...appConfigQuery, staleTime: 0 });
      return KYC_SIMULATION_MODES.includes(config.kycSimulation) ? config.kycSimulation : 'random';
    } catch {
      return 'random';
    }
  }, [queryClient]);
}
