export {
  missingProfileFields,
  profileCompletion,
  PROFILE_COMPLETION_FIELDS,
  type ProfileCompletionField,
} from './completion';
export {
  formatFileSize,
  formatMonthYear,
  formatPeriod,
  PRESENT,
  projectLink,
  technologyList,
} from './display';
export { PROJECT_TYPES, projectType, type ProjectType } from './project-type';
export { profileText } from './text';
export {
  isPdfResume,
  RESUME_ACCEPT,
  RESUME_EXTENSIONS,
  RESUME_MIME_TYPES,
  resumeFileError,
} from './resume-file';
