import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { kycMessages, kycText } from '@hireloop/shared';
import { signIn, uniqueEmail } from '../support/accounts';
import { uniquePan } from '../support/api-accounts';
import { waitForOtp } from '../support/mail';
import { screenshotBoth } from '../support/screens';

const PASSWORD = 'Kyc@check1';

/** A new job seeker through the API (send-otp, the code from the real mail, verify-otp, register). */
async function signUpJobSeeker(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail('kyc');
  expect((await request.post('/api/auth/send-otp', { data: { email } })).ok()).toBe(true);
  const otp = await waitForOtp(email);
  const verified = await request.post('/api/auth/verify-otp', { data: { email, otp } });
  expect(verified.ok()).toBe(true);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const res = await request.post('/api/auth/register', {
    data: { email, name, password: PASSWORD, role: 'jobseeker', verificationToken },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function kycStatus(page: Page): Promise<{ kycCompleted: boolean }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/kyc/status', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { kycCompleted: boolean };
}

/** Records every camera stream the page opens, to check that all its tracks end. */
async function recordCameraStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __streams: MediaStream[]; __denyCamera: boolean };
    w.__streams = [];
    w.__denyCamera = false;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      if (w.__denyCamera) throw new DOMException('Permission denied', 'NotAllowedError');
      const stream = await original(constraints);
      w.__streams.push(stream);
      return stream;
    };
  });
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __streams: MediaStream[] }).__streams
        .flatMap((s) => s.getTracks())
        .filter((t) => t.readyState === 'live').length,
  );

/** Answers GET /api/config with the given simulation mode (the server itself runs `pass`). */
async function simulate(page: Page, mode: 'pass' | 'fail' | 'random'): Promise<void> {
  await page.unroute('**/api/config');
  await page.route('**/api/config', (route) =>
    route.fulfill({ json: { productName: 'HireLoop', kycSimulation: mode } }),
  );
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a new job seeker passes every step, lands on /find-jobs and stays past the guards', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await recordCameraStreams(page);
  const email = await signUpJobSeeker(page.request, 'Meera Iyer');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/jobseeker-kyc$/);
  await expect(page.getByRole('heading', { name: kycText.pageTitle })).toBeVisible();
  await expect(button(page, 'Logout')).toBeVisible();
  await screenshotBoth(page, 'kyc-1-digilocker-start');

  // Step 1: document locker (3 s), the record carries the registered name.
  await button(page, kycText.digilockerConnect).click();
  await expect(page.getByText(kycText.digilockerFetching)).toBeVisible();
  await screenshotBoth(page, 'kyc-1-digilocker-loading');
  await expect(page.getByText(kycText.digilockerVerified)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('Meera Iyer', { exact: true }).last()).toBeVisible();
  for (const label of [kycText.fieldDob, kycText.fieldGender, kycText.fieldAddress]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(kycText.digilockerPanMissing)).toBeVisible();
  await screenshotBoth(page, 'kyc-1-digilocker-result');
  await button(page, kycText.continue).click();

  // Step 2: PAN (pass mode keeps it out of the locker so this step runs).
  await expect(page.getByRole('heading', { name: kycText.panTitle })).toBeVisible();
  const pan = page.getByLabel(kycText.panLabel);
  await pan.fill('abcde123');
  await button(page, kycText.panVerify).click();
  await expect(page.getByText(kycMessages.invalidPan)).toBeVisible();
  await screenshotBoth(page, 'kyc-2-pan-invalid');
  await pan.fill('');
  // A PAN of this run only (the server links one PAN to one account); it ends in 234F as shown below.
  const panNumber = `${uniquePan().slice(0, 5)}1234F`;
  await pan.pressSequentially(`${panNumber.toLowerCase()}XYZ`);
  await expect(pan).toHaveValue(panNumber);
  await button(page, kycText.panVerify).click();
  await expect(page.getByText(kycText.panVerified)).toBeVisible({ timeout: 10_000 });
  await screenshotBoth(page, 'kyc-2-pan-verified');
  await button(page, kycText.continue).click();

  // Step 3: selfie with Chromium's fake camera; Back turns the camera off.
  await expect(page.getByRole('heading', { name: kycText.selfieTitle })).toBeVisible();
  await screenshotBoth(page, 'kyc-3-selfie-start');
  await button(page, kycText.selfieStartCamera).click();
  await expect(button(page, kycText.selfieCapture)).toBeEnabled({ timeout: 10_000 });
  expect(await liveTracks(page)).toBeGreaterThan(0);
  await button(page, kycText.back).click();
  await expect(page.getByRole('heading', { name: kycText.panTitle })).toBeVisible();
  expect(await liveTracks(page)).toBe(0);
  await button(page, kycText.continue).click();

  await button(page, kycText.selfieStartCamera).click();
  await expect(button(page, kycText.selfieCapture)).toBeEnabled({ timeout: 10_000 });
  await page.waitForTimeout(500);
  await screenshotBoth(page, 'kyc-3-selfie-camera');
  await button(page, kycText.selfieCapture).click();
  await expect(page.getByRole('img', { name: kycText.selfiePreviewAlt })).toBeVisible();
  expect(await liveTracks(page)).toBe(0);
  await expect(button(page, kycText.selfieRetake)).toBeVisible();
  await screenshotBoth(page, 'kyc-3-selfie-preview');
  await button(page, kycText.selfieLooksGood).click();
  await expect(page.getByText(kycText.selfieVerifying).first()).toBeVisible();
  await screenshotBoth(page, 'kyc-3-selfie-verifying');
  await expect(button(page, kycText.continue)).toBeVisible({ timeout: 10_000 });
  await screenshotBoth(page, 'kyc-3-selfie-verified');
  await button(page, kycText.continue).click();

  // Step 4: review and submit; the completion screen, then /find-jobs after 2 s.
  await expect(page.getByRole('heading', { name: kycText.completeTitle })).toBeVisible();
  await expect(page.getByText('******234F')).toBeVisible();
  await screenshotBoth(page, 'kyc-4-review');
  await button(page, kycText.completeSubmit).click();
  await expect(page.getByRole('heading', { name: kycMessages.completedTitle })).toBeVisible();
  await screenshotBoth(page, 'kyc-4-completed');
  await expect(page).toHaveURL(/\/find-jobs$/, { timeout: 10_000 });
  expect((await kycStatus(page)).kycCompleted).toBe(true);

  await page.goto('/find-jobs');
  await expect(page).toHaveURL(/\/find-jobs$/);
  await page.reload();
  await expect(page).toHaveURL(/\/find-jobs$/);
  await page.goto('/jobseeker-kyc');
  await expect(page).toHaveURL(/\/find-jobs$/);
});

test('each simulated failure shows its message, lets the user retry and stores nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await recordCameraStreams(page);
  const email = await signUpJobSeeker(page.request, 'Kabir Khan');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/jobseeker-kyc$/);

  await simulate(page, 'fail');
  await button(page, kycText.digilockerConnect).click();
  await expect(page.getByText(kycMessages.digilockerFailed)).toBeVisible({ timeout: 10_000 });
  await screenshotBoth(page, 'kyc-error-digilocker');
  await simulate(page, 'pass');
  await button(page, kycText.tryAgain).click();
  await expect(page.getByText(kycText.digilockerVerified)).toBeVisible({ timeout: 10_000 });
  await button(page, kycText.continue).click();

  await simulate(page, 'fail');
  await page.getByLabel(kycText.panLabel).fill('KABIR1234K');
  await button(page, kycText.panVerify).click();
  await expect(page.getByText(kycMessages.panFailed)).toBeVisible({ timeout: 10_000 });
  await screenshotBoth(page, 'kyc-error-pan');
  await simulate(page, 'pass');
  await button(page, kycText.panVerify).click();
  await expect(page.getByText(kycText.panVerified)).toBeVisible({ timeout: 10_000 });
  await button(page, kycText.continue).click();

  await page.evaluate(() => {
    (window as unknown as { __denyCamera: boolean }).__denyCamera = true;
  });
  await button(page, kycText.selfieStartCamera).click();
  await expect(page.getByText(kycMessages.cameraDenied)).toBeVisible();
  await screenshotBoth(page, 'kyc-error-camera');
  await page.evaluate(() => {
    (window as unknown as { __denyCamera: boolean }).__denyCamera = false;
  });
  await button(page, kycText.tryAgain).click();
  await expect(button(page, kycText.selfieCapture)).toBeEnabled({ timeout: 10_000 });
  await button(page, kycText.selfieCapture).click();

  await simulate(page, 'fail');
  await button(page, kycText.selfieLooksGood).click();
  await expect(page.getByText(kycMessages.faceMatchFailed)).toBeVisible({ timeout: 10_000 });
  await expect(button(page, kycText.selfieRetake)).toBeEnabled();
  await screenshotBoth(page, 'kyc-error-face');

  expect((await kycStatus(page)).kycCompleted).toBe(false);
  await page.reload();
  await expect(page).toHaveURL(/\/jobseeker-kyc$/);
});

test('the PAN step is skipped when the document locker holds the PAN (dark theme)', async ({ page }) => {
  await page.addInitScript(() => {
    Math.random = () => 0.1;
    localStorage.setItem('theme', 'dark');
  });
  const email = await signUpJobSeeker(page.request, 'Sara Thomas');
  await signIn(page, email, PASSWORD);
  await simulate(page, 'random');
  await button(page, kycText.digilockerConnect).click();
  await expect(page.getByText(kycText.digilockerPanFound)).toBeVisible({ timeout: 10_000 });
  await screenshotBoth(page, 'kyc-dark-digilocker-result');
  await button(page, kycText.continue).click();
  await expect(page.getByRole('heading', { name: kycText.selfieTitle })).toBeVisible();
  await expect(page.getByText(kycText.stepSkipped)).toBeVisible();
  await screenshotBoth(page, 'kyc-dark-pan-skipped');
  await button(page, kycText.back).click();
  await expect(page.getByRole('heading', { name: kycText.digilockerTitle })).toBeVisible();
  await simulate(page, 'pass');
  await button(page, kycText.continue).click();
  await button(page, kycText.selfieStartCamera).click();
  await button(page, kycText.selfieCapture).click();
  await button(page, kycText.selfieLooksGood).click();
  await button(page, kycText.continue).click();
  await expect(page.getByRole('heading', { name: kycText.completeTitle })).toBeVisible();
  await screenshotBoth(page, 'kyc-dark-review');
});
