import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface UploadImageResponse {
  imageUrl: string;
}

/**
 * POST /api/auth/upload-image without a target: the picture is stored and its URL answered; the
 * profile changes only when the form is saved.
 */
export async function uploadCompanyImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const data = await api.post<UploadImageResponse>('/api/auth/upload-image', form);
  return data.imageUrl;
}

export function useUploadCompanyImage() {
  return useMutation({ mutationFn: uploadCompanyImage });
}
