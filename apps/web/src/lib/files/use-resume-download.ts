import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { profileMessages } from '@hireloop/shared';
import { resumeFileQuery } from './resume-file';

interface ResumeRef {
  fileUrl: string;
  fileName: string;
}

/** Saves a resume to the device from the fetched bytes (the file needs the bearer token). */
export function useResumeDownload(resume: ResumeRef | null) {
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState(false);

  async function download() {
    if (!resume?.fileUrl) {
      toast.error(profileMessages.noFileToDownload);
      return;
    }
    setDownloading(true);
    try {
      const blob = await queryClient.fetchQuery(resumeFileQuery(resume.fileUrl));
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = resume.fileName;
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the URL goes away.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.error(profileMessages.noFileToDownload);
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
