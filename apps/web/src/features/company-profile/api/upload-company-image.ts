import { useMutation } from '@tanstack/react-query';
import { apiPaths, type authContract, type ResponseOf } from '@hireloop/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/upload-image without a target: the picture is stored and its URL answered; the
 * profile changes only when the form is saved.
 */
export async function uploadCompanyImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const data = await api.post<ResponseOf<typeof authContract.uploadImage>>(apiPaths.auth.uploadImage, form);
  return data.imageUrl;
}

export function useUploadCompanyImage() {
  return useMutation({ mutationFn: uploadCompanyImage });
}
