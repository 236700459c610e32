/**
 * The path of every endpoint in the contract, without its schemas: the web app builds its requests
 * from these (the contract's zod schemas would add about 40 KB of gzipped script to the pages that
 * fetch), and each endpoint of the contract takes its path from here, so the two cannot differ.
 */
export const apiPaths = {
  jobs: {
    search: '/api/jobs',
    employerJobs: '/api/jobs/get-jobs-employer',
    getJob: '/api/jobs/:id',
    create: '/api/jobs',
    update: '/api/jobs/:id',
    toggleClose: '/api/jobs/:id/toggle-close',
    remove: '/api/jobs/:id',
    similar: '/api/jobs/:id/similar',
    recordView: '/api/jobs/:id/view',
    recentlyViewed: '/api/jobs/recently-viewed',
  },
  companies: {
    get: '/api/companies/:id',
  },
  savedJobs: {
    list: '/api/save-jobs/my',
    save: '/api/save-jobs/:id',
    unsave: '/api/save-jobs/:id',
  },
  kyc: {
    status: '/api/kyc/status',
    complete: '/api/kyc/status',
    saveData: '/api/kyc/data',
  },
  applications: {
    mine: '/api/applications/my',
    match: '/api/applications/match/:id',
    ofJob: '/api/applications/job/:id',
    applicantsPage: '/api/applications/job/:id/page',
    withScore: '/api/applications/:id/applications-with-score',
    apply: '/api/applications/:id',
    updateStatus: '/api/applications/:id/status',
    withdraw: '/api/applications/:id/withdraw',
    bulkStatus: '/api/applications/bulk-status',
    exportCsv: '/api/applications/job/:id/export',
    notes: '/api/applications/:id/notes',
    addNote: '/api/applications/:id/notes',
    deleteNote: '/api/applications/:id/notes/:noteId',
  },
  profile: {
    update: '/api/user/profile',
    uploadResume: '/api/user/resume',
    deleteResume: '/api/user/resume',
    resumeFile: '/api/user/resume/file/:fileId',
    resumeViewLink: '/api/user/resume/file/:fileId/view-link',
    viewResume: '/api/user/resume/view/:fileName',
    applicant: '/api/user/:id',
  },
  system: {
    health: '/api/health',
    ready: '/api/ready',
    config: '/api/config',
    image: '/uploads/images/:name',
  },
  analytics: {
    overview: '/api/analytics/overview',
  },
  account: {
    preferences: '/api/account/preferences',
    updatePreferences: '/api/account/preferences',
    changePassword: '/api/account/password',
    deleteAccount: '/api/account/delete',
  },
  notifications: {
    list: '/api/notifications',
    markRead: '/api/notifications/:id/read',
    markAllRead: '/api/notifications/read-all',
    stream: '/api/notifications/stream',
  },
  auth: {
    checkExistingUser: '/api/auth/check-existing-user',
    checkEmail: '/api/auth/check-email',
    sendOtp: '/api/auth/send-otp',
    resendOtp: '/api/auth/resend-otp',
    verifyOtp: '/api/auth/verify-otp',
    register: '/api/auth/register',
    completeRegistration: '/api/auth/complete-registration',
    login: '/api/auth/login',
    me: '/api/auth/me',
    refresh: '/api/auth/refresh',
    logout: '/api/auth/logout',
    uploadImage: '/api/auth/upload-image',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
  },
} as const;
