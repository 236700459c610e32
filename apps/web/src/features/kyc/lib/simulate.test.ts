import { describe, expect, it, vi } from 'vitest';
import {
  isValidPan,
  KYC_DIGILOCKER_DELAY_MS,
  KYC_PAN_DELAY_MS,
  KYC_SELFIE_DELAY_MS,
  kycMessages,
  type KycSimulationMode,
} from '@hireloop/shared';
import {
  buildRecord,
  simulateDigiLocker,
  simulateFaceMatch,
  simulatePanCheck,
  type SimulationEnv,
} from './simulate';

/** An environment whose random source returns `draws` in turn and whose waits are recorded. */
function env(mode: KycSimulationMode, ...draws: number[]) {
  const wait = vi.fn(async (_ms: number) => undefined);
  const random = vi.fn(() => draws.shift() ?? 0);
  return { mode, random, wait } satisfies SimulationEnv;
}

describe('simulated document locker (docs/product.md sections 4, 9)', () => {
  it('waits 3 s and returns a record built from the registered name', async () => {
    const e = env('random', 0.1);
    const result = await simulateDigiLocker('Asha Rao', e);
    expect(e.wait).toHaveBeenCalledWith(KYC_DIGILOCKER_DELAY_MS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('Asha Rao');
    expect(result.value.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(result.value.gender).toBe('Female');
    expect(result.value.address).not.toBe('');
    expect(result.value.documents.nationalId.number).toMatch(/^XXXX XXXX \d{4}$/);
    expect(result.value.documents.drivingLicence.number).not.toBe('');
  });

  it('random: the PAN is in the locker for draws below 0.7, not from 0.7', async () => {
    const found = await simulateDigiLocker('Asha Rao', env('random', 0.69));
    const missing = await simulateDigiLocker('Asha Rao', env('random', 0.7));
    expect(found.ok && found.value.documents.pan).toBeTruthy();
    expect(missing.ok && missing.value.documents.pan).toBeNull();
  });

  it('pass: always authenticates and never has the PAN, so the PAN step runs', async () => {
    const e = env('pass');
    const result = await simulateDigiLocker('Asha Rao', e);
    expect(result.ok && result.value.documents.pan).toBeNull();
    expect(e.random).not.toHaveBeenCalled();
  });

  it('fail: authentication fails with the spec message', async () => {
    expect(await simulateDigiLocker('Asha Rao', env('fail'))).toEqual({
      ok: false,
      error: kycMessages.digilockerFailed,
    });
  });

  it('derives the same details from the same name and a valid PAN with the surname initial', () => {
    const a = buildRecord('Asha Rao', true);
    expect(buildRecord('  asha   RAO ', true).dob).toBe(a.dob);
    const pan = a.documents.pan?.number ?? '';
    expect(isValidPan(pan)).toBe(true);
    expect(pan[3]).toBe('P');
    expect(pan[4]).toBe('R');
    expect(isValidPan(buildRecord('李 小龙', true).documents.pan?.number ?? '')).toBe(true);
  });

  it("gives the gender the person's first name suggests, and none when the name does not tell", () => {
    for (const name of ['Neha Kapoor', 'Priya Sharma', 'Sneha Iyer', 'Meenakshi Rao', 'Sara Lindqvist']) {
      expect(buildRecord(name, false).gender, name).toBe('Female');
    }
    for (const name of ['Arjun Mehta', 'Rahul Verma', 'Vikash Kumar', 'Karan Malhotra', 'Daniel Okafor']) {
      expect(buildRecord(name, false).gender, name).toBe('Male');
    }
    expect(buildRecord('neha   KAPOOR', false).gender).toBe('Female');
    expect(buildRecord('Alex Kim', false).gender).toBe('');
  });

  it('gives an adult date of birth that stays the same for the name', () => {
    const year = Number(buildRecord('Neha Kapoor', false).dob.slice(0, 4));
    expect(year).toBeGreaterThanOrEqual(1975);
    expect(year).toBeLessThanOrEqual(2004);
  });
});

describe('simulated PAN check', () => {
  it('random: succeeds for draws below 0.9 after 2 s', async () => {
    const e = env('random', 0.89);
    expect(await simulatePanCheck('ABCDE1234F', e)).toEqual({ ok: true, value: true });
    expect(e.wait).toHaveBeenCalledWith(KYC_PAN_DELAY_MS);
    expect(await simulatePanCheck('ABCDE1234F', env('random', 0.9))).toEqual({
      ok: false,
      error: kycMessages.panFailed,
    });
  });

  it('pass and fail decide without a draw', async () => {
    const pass = env('pass');
    expect((await simulatePanCheck('ABCDE1234F', pass)).ok).toBe(true);
    expect(pass.random).not.toHaveBeenCalled();
    expect(await simulatePanCheck('ABCDE1234F', env('fail'))).toEqual({
      ok: false,
      error: kycMessages.panFailed,
    });
  });

  it('refuses a malformed PAN at once', async () => {
    const e = env('pass');
    expect(await simulatePanCheck('ABCDE12345', e)).toEqual({ ok: false, error: kycMessages.invalidPan });
    expect(e.wait).not.toHaveBeenCalled();
  });
});

describe('simulated face match', () => {
  it('random: succeeds for draws below 0.8 after 2 s', async () => {
    const e = env('random', 0.79);
    expect((await simulateFaceMatch(e)).ok).toBe(true);
    expect(e.wait).toHaveBeenCalledWith(KYC_SELFIE_DELAY_MS);
    expect(await simulateFaceMatch(env('random', 0.8))).toEqual({
      ok: false,
      error: kycMessages.faceMatchFailed,
    });
  });

  it('pass succeeds and fail fails', async () => {
    expect((await simulateFaceMatch(env('pass'))).ok).toBe(true);
    expect(await simulateFaceMatch(env('fail'))).toEqual({ ok: false, error: kycMessages.faceMatchFailed });
  });
});
