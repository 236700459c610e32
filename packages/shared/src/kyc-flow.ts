/**
 * The identity-check screen (docs/product.md 2.16, 4, 9): simulated delays and success rates, and the
 * screen's own labels. The spec's messages are in kyc.ts (kycMessages).
 */

/** How the server tells the client to decide the simulated checks (KYC_SIMULATION). */
export const KYC_SIMULATION_MODES = ['random', 'pass', 'fail'] as const;
export type KycSimulationMode = (typeof KYC_SIMULATION_MODES)[number];

export const KYC_DIGILOCKER_DELAY_MS = 3000;
export const KYC_PAN_DELAY_MS = 2000;
export const KYC_SELFIE_DELAY_MS = 2000;

/** Success rates of the `random` mode. */
export const KYC_SELFIE_SUCCESS_RATE = 0.8;
export const KYC_PAN_SUCCESS_RATE = 0.9;
export const KYC_PAN_IN_DIGILOCKER_RATE = 0.7;

/** Front camera, ideally 1280x720. */
export const KYC_CAMERA_CONSTRAINTS = {
  video: { width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: 'user' },
  audio: false,
} as const;

export const kycText = {
  pageEyebrow: 'Identity check',
  pageTitle: 'Verify your identity',
  pageSubtitle:
    'A one-time check keeps HireLoop safe for job seekers and employers. It takes about two minutes.',
  back: 'Back',
  continue: 'Continue',
  tryAgain: 'Try again',
  steps: ['DigiLocker', 'PAN', 'Selfie', 'Complete'] as const,
  stepSkipped: 'Found in DigiLocker',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  privacyNote:
    'Your documents are fetched over an encrypted connection. Employers only see that your identity is verified.',

  digilockerTitle: 'DigiLocker verification',
  digilockerText:
    'Connect your DigiLocker account to fetch your national ID, PAN and driving licence from the government record.',
  digilockerConnect: 'Connect DigiLocker',
  digilockerConnecting: 'Connecting to DigiLocker...',
  digilockerFetching: 'Fetching your documents from DigiLocker',
  digilockerVerified: 'DigiLocker verified',
  digilockerNameMatched: 'Name matches your registered name',
  digilockerPanFound: 'PAN found in DigiLocker — the PAN step is skipped.',
  digilockerPanMissing: 'No PAN in DigiLocker — you will enter it in the next step.',
  fieldName: 'Name',
  fieldDob: 'Date of birth',
  fieldGender: 'Gender',
  fieldAddress: 'Address',
  documentsHeading: 'Documents',
  documentNationalId: 'National ID',
  documentPan: 'PAN card',
  documentDrivingLicence: 'Driving licence',
  documentNotFound: 'Not found',
  documentVerifiedBadge: 'Verified',

  panTitle: 'PAN verification',
  panText: 'Enter the 10-character Permanent Account Number printed on your PAN card.',
  panLabel: 'PAN number',
  panPlaceholder: 'ABCDE1234F',
  panHint: '5 letters, 4 digits, 1 letter',
  panVerify: 'Verify PAN',
  panVerifying: 'Verifying PAN...',
  panVerified: 'PAN verified',
  panCardIssuer: 'Income Tax Department',
  panCardCountry: 'Govt. of India',
  panCardNumberLabel: 'Permanent Account Number',

  selfieTitle: 'Selfie verification',
  selfieText:
    'We match a live selfie with the photo on your national ID. Face the camera in good light and keep your face inside the frame.',
  selfieTips: ['Find good, even light', 'Keep your face inside the frame', 'Remove sunglasses and masks'],
  selfieStartCamera: 'Start camera',
  selfieStartingCamera: 'Starting camera...',
  selfieCapture: 'Capture',
  selfieRetake: 'Retake',
  selfieLooksGood: 'Looks Good',
  selfieVerifying: 'Matching your face...',
  selfieVerified: 'Face matched',
  selfieCameraAlt: 'Live camera preview',
  selfiePreviewAlt: 'Captured selfie',

  completeTitle: 'Review and submit',
  completeText: 'All checks passed. Submit to finish your identity check and start applying.',
  completeSubmit: 'Complete KYC',
  completeSubmitting: 'Completing KYC...',
  summaryDigilocker: 'DigiLocker',
  summaryPan: 'PAN',
  summarySelfie: 'Selfie',
  completedText: 'Your identity is verified. You can now search and apply for jobs.',
  completedRedirect: 'Taking you to Find Jobs...',
} as const;
