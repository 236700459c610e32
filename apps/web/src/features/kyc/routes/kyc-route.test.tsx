import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KYC_CAMERA_CONSTRAINTS, kycMessages, kycText, type KycSimulationMode } from '@hireloop/shared';
import { makeUser, meAnswer } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const stopTrack = vi.fn();
const getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => ({
  getTracks: () => [{ stop: stopTrack }],
}));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  localStorage.setItem('token', 'access-token');
  stopTrack.mockClear();
  getUserMedia.mockClear();
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    translate: vi.fn(),
    scale: vi.fn(),
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,c2VsZmll');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup(mode: KycSimulationMode, handlers: Parameters<typeof mockApi>[0] = {}) {
  let completed = false;
  const api = mockApi({
    'GET /api/auth/me': () => [200, meAnswer(makeUser({ kycCompleted: completed }))],
    'GET /api/config': [200, { productName: 'HireLoop', kycSimulation: mode }],
    'PUT /api/kyc/data': [200, { success: true, message: 'KYC data saved' }],
    'PUT /api/kyc/status': () => {
      completed = true;
      return [200, { success: true, kycCompleted: true, message: 'KYC verification completed' }];
    },
    'GET /api/jobs': [200, { jobs: [] }],
    ...handlers,
  });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { api, user, ...renderApp('/jobseeker-kyc') };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function passDigiLocker(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: kycText.digilockerConnect }));
  expect(await screen.findByText(kycText.digilockerFetching)).toBeInTheDocument();
  await wait(3000);
  expect(await screen.findByText(kycText.digilockerVerified)).toBeInTheDocument();
}

async function passSelfie(user: ReturnType<typeof userEvent.setup>, startCamera = true) {
  if (startCamera) await user.click(button(kycText.selfieStartCamera));
  const video = await screen.findByLabelText(kycText.selfieCameraAlt);
  fireEvent.loadedMetadata(video);
  await user.click(button(kycText.selfieCapture));
  expect(screen.getByRole('img', { name: kycText.selfiePreviewAlt })).toHaveAttribute(
    'src',
    'data:image/jpeg;base64,c2VsZmll',
  );
  await user.click(button(kycText.selfieLooksGood));
  await wait(2000);
}

describe('identity check (docs/product.md 2.16)', { timeout: 30_000 }, () => {
  it('walks all four steps, stores the check and goes to /find-jobs 2 s after "KYC Completed!"', async () => {
    const { user, api, router } = setup('pass');
    expect(await screen.findByRole('heading', { name: kycText.pageTitle })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await passDigiLocker(user);
    expect(screen.getAllByText('Asha Rao').length).toBeGreaterThan(0);
    expect(screen.getByText(kycText.documentNationalId)).toBeInTheDocument();
    expect(screen.getByText(kycText.documentNotFound)).toBeInTheDocument();
    expect(screen.getByText(kycText.digilockerPanMissing)).toBeInTheDocument();
    await user.click(button(kycText.continue));

    expect(screen.getByRole('heading', { name: kycText.panTitle })).toBeInTheDocument();
    const pan = screen.getByLabelText(/PAN number/);
    await user.type(pan, 'abcde1234');
    await user.click(button(kycText.panVerify));
    expect(screen.getByText(kycMessages.invalidPan)).toBeInTheDocument();
    await user.type(pan, 'fz');
    expect(pan).toHaveValue('ABCDE1234F');
    await user.click(button(kycText.panVerify));
    await wait(2000);
    expect(await screen.findByText(kycText.panVerified)).toBeInTheDocument();
    await user.click(button(kycText.continue));

    expect(screen.getByRole('heading', { name: kycText.selfieTitle })).toBeInTheDocument();
    await passSelfie(user);
    expect(getUserMedia).toHaveBeenCalledWith(KYC_CAMERA_CONSTRAINTS);
    expect(stopTrack).toHaveBeenCalled();
    await user.click(button(kycText.continue));

    expect(screen.getByText('******234F')).toBeInTheDocument();
    await user.click(button(kycText.completeSubmit));
    expect(await screen.findByRole('heading', { name: kycMessages.completedTitle })).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/kyc/data')[0]?.body).toMatchObject({
      name: 'Asha Rao',
      pan: 'ABCDE1234F',
      dob: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      gender: expect.any(String),
    });
    // The spec's payload: the server checks the PAN and name saved just before.
    expect(api.callsTo('PUT', '/api/kyc/status')[0]?.body).toEqual({ kycCompleted: true });
    expect(router.state.location.pathname).toBe('/jobseeker-kyc');
    await wait(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/find-jobs'));
  });

  it('skips the PAN step when the document locker holds the PAN, and Back returns to step 1', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const { user } = setup('random');
    await passDigiLocker(user);
    expect(screen.getByText(kycText.digilockerPanFound)).toBeInTheDocument();
    await user.click(button(kycText.continue));
    expect(screen.getByRole('heading', { name: kycText.selfieTitle })).toBeInTheDocument();
    expect(screen.getByText(kycText.stepSkipped)).toBeInTheDocument();
    await user.click(button(kycText.back));
    expect(screen.getByRole('heading', { name: kycText.digilockerTitle })).toBeInTheDocument();
  });

  it('shows each failure message and lets the user try again', async () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.95);
    const { user } = setup('random');
    await passDigiLocker(user);
    await user.click(button(kycText.continue));
    await user.type(screen.getByLabelText(/PAN number/), 'ABCDE1234F');
    await user.click(button(kycText.panVerify));
    await wait(2000);
    expect(await screen.findByText(kycMessages.panFailed)).toBeInTheDocument();
    random.mockReturnValue(0.1);
    await user.click(button(kycText.panVerify));
    await wait(2000);
    await user.click(await screen.findByRole('button', { name: kycText.continue }));

    random.mockReturnValue(0.95);
    await passSelfie(user);
    expect(await screen.findByText(kycMessages.faceMatchFailed)).toBeInTheDocument();
    random.mockReturnValue(0.1);
    await user.click(button(kycText.selfieRetake));
    await passSelfie(user, false);
    expect(await screen.findByRole('button', { name: kycText.continue })).toBeEnabled();
    expect(screen.queryByText(kycMessages.faceMatchFailed)).not.toBeInTheDocument();
  });

  it('fail mode: the document locker fails and nothing is stored', async () => {
    const { user, api } = setup('fail');
    await user.click(await screen.findByRole('button', { name: kycText.digilockerConnect }));
    await wait(3000);
    expect(await screen.findByText(kycMessages.digilockerFailed)).toBeInTheDocument();
    expect(button(kycText.tryAgain)).toBeEnabled();
    expect(screen.queryByRole('button', { name: kycText.continue })).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/kyc'))).toHaveLength(0);
  });

  it('says so when the camera is refused, and stops the camera when leaving the step', async () => {
    const { user } = setup('pass');
    await passDigiLocker(user);
    await user.click(button(kycText.continue));
    await user.type(screen.getByLabelText(/PAN number/), 'ABCDE1234F');
    await user.click(button(kycText.panVerify));
    await wait(2000);
    await user.click(await screen.findByRole('button', { name: kycText.continue }));

    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await user.click(button(kycText.selfieStartCamera));
    expect(await screen.findByText(kycMessages.cameraDenied)).toBeInTheDocument();

    await user.click(button(kycText.tryAgain));
    expect(await screen.findByLabelText(kycText.selfieCameraAlt)).toBeInTheDocument();
    expect(stopTrack).not.toHaveBeenCalled();
    await user.click(button(kycText.back));
    expect(stopTrack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: kycText.panTitle })).toBeInTheDocument();
  });

  it('turns the camera off when the page is left', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const { user, unmount } = setup('random');
    await passDigiLocker(user);
    await user.click(button(kycText.continue));
    await user.click(button(kycText.selfieStartCamera));
    expect(await screen.findByLabelText(kycText.selfieCameraAlt)).toBeInTheDocument();
    unmount();
    expect(stopTrack).toHaveBeenCalledTimes(1);
  });

  it('shows the server message, else the default, when completion fails', async () => {
    const { api, user } = setup('pass', {
      'PUT /api/kyc/data': [409, { message: kycMessages.panTaken }],
    });
    await passDigiLocker(user);
    await user.click(button(kycText.continue));
    await user.type(screen.getByLabelText(/PAN number/), 'ABCDE1234F');
    await user.click(button(kycText.panVerify));
    await wait(2000);
    await user.click(await screen.findByRole('button', { name: kycText.continue }));
    await passSelfie(user);
    await user.click(button(kycText.continue));
    await user.click(button(kycText.completeSubmit));
    expect(await screen.findByRole('alert')).toHaveTextContent(kycMessages.panTaken);
    expect(api.callsTo('PUT', '/api/kyc/status')).toHaveLength(0);

    mockApi({ 'PUT /api/kyc/data': [500, {}] });
    await user.click(button(kycText.completeSubmit));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(kycMessages.completionFailed));
    expect(screen.queryByText(kycMessages.completedTitle)).not.toBeInTheDocument();
  });
});
