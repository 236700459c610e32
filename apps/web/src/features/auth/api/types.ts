/** Answers of the auth API beyond AuthResponse (docs/api-contract-auth.md). */
export interface MessageResponse {
  success: boolean;
  message: string;
}

export interface VerifyOtpResponse extends MessageResponse {
  verified: boolean;
  /** One-time proof of this verification; register and complete-registration need it. */
  verificationToken: string;
}

export interface ExistingUserResponse {
  exists: boolean;
  isRegistrationComplete: boolean;
  isVerified: boolean;
  _id: string | null;
}

export interface CompanyEmailResponse {
  isCompanyDomain: boolean;
}
