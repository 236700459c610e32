import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@hireloop/shared';
import { api } from '@/lib/api-client';
import type { CompanyEmailResponse } from './types';

/** Whether the e-mail belongs to a company domain (not a free-mail provider). */
export function checkCompanyEmail(email: string): Promise<CompanyEmailResponse> {
  return api.post<CompanyEmailResponse>(apiPaths.auth.checkEmail, { email }, { refreshOn401: false });
}

export function useCheckCompanyEmail() {
  return useMutation({ mutationFn: checkCompanyEmail });
}
