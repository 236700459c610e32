import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { profileMessages } from '@hireloop/shared';
import { saveBlob } from './authorized-file';
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
      saveBlob(await queryClient.fetchQuery(resumeFileQuery(resume.fileUrl)), resume.fileName);
    } catch {
      toast.error(profileMessages.noFileToDownload);
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
