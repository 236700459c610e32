import type { AuthResponse, User } from '@hireloop/shared';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'user-1',
    name: 'Asha Rao',
    fullName: 'Asha Rao',
    email: 'asha@example.com',
    role: 'jobseeker',
    kycCompleted: false,
    isVerified: true,
    isRegistrationComplete: true,
    avatar: null,
    title: '',
    company: '',
    location: '',
    phone: '',
    experience: '',
    ctc: '',
    noticePeriod: '',
    headline: '',
    skills: [],
    employment: [],
    education: [],
    projects: [],
    resume: null,
    companyName: '',
    companyDescription: '',
    companyLogo: null,
    companyWebsite: '',
    companySize: '',
    companyLocations: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeAuth(user: User = makeUser(), overrides: Partial<AuthResponse> = {}): AuthResponse {
  return {
    success: true,
    message: 'ok',
    token: 'access-token',
    refreshToken: 'refresh-token',
    role: user.role,
    kycCompleted: user.kycCompleted,
    isRegistrationComplete: true,
    user,
    ...overrides,
  };
}

/** GET /api/auth/me's answer: the user's fields at the top level and under `user`, as the server sends them. */
export function meAnswer(user: User = makeUser()) {
  return { success: true as const, ...user, user };
}
