/** Answers of the auth API beyond AuthResponse, as the API contract declares them. */
export type {
  CompanyEmailResponse,
  ExistingUserResponse,
  MessageEnvelope as MessageResponse,
  VerifyOtpResponse,
} from '@hireloop/shared';
