import { useState } from 'react';
import toast from 'react-hot-toast';
import { apiPaths, applicantToolsMessages, pathOf, type ApplicantsFilter } from '@hireloop/shared';
import { fetchAuthorized, saveBlob } from '@/lib/files/authorized-file';

/** The name the server gave the file, else a plain one. */
function fileNameOf(res: Response): string {
  const named = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return named?.[1] ?? 'applicants.csv';
}

/**
 * GET /api/applications/job/{jobId}/export with the list's filters, saved as a file. The file needs
 * the bearer token, so it is fetched (as resumes are) rather than linked.
 */
export function useExportApplicants(jobId: string, filter: ApplicantsFilter) {
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    const query = new URLSearchParams();
    if (filter.status) query.set('status', filter.status);
    if (filter.minScore !== undefined) query.set('minScore', String(filter.minScore));
    const search = query.size > 0 ? `?${query.toString()}` : '';
    setExporting(true);
    try {
      const res = await fetchAuthorized(`${pathOf(apiPaths.applications.exportCsv, { id: jobId })}${search}`);
      if (!res.ok) throw new Error(`Export answered ${res.status}`);
      saveBlob(await res.blob(), fileNameOf(res));
    } catch {
      toast.error(applicantToolsMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return { exportCsv, exporting };
}
