import { describe, expect, it } from 'vitest';
import { kycMessages } from '@hireloop/shared';
import { initialKycState, kycReducer, submitBlocker, type KycAction, type KycState } from './kyc-steps';
import { buildRecord } from './simulate';

const NAME = 'Asha Rao';
const run = (actions: KycAction[], from: KycState = initialKycState) => actions.reduce(kycReducer, from);
const fetched = (panFound: boolean, name = NAME): KycAction => ({
  type: 'digilockerFetched',
  record: buildRecord(name, panFound),
  registeredName: NAME,
});

describe('identity-check steps (docs/product.md section 4)', () => {
  it('goes locker → PAN → selfie → complete when the locker had no PAN', () => {
    let s = run([fetched(false)]);
    expect(s.digilockerVerified).toBe(true);
    expect(s.panVerified).toBe(false);
    s = run([{ type: 'next' }], s);
    expect(s.step).toBe(2);
    s = run([{ type: 'panChanged', value: 'abcde1234f' }, { type: 'next' }], s);
    expect(s.pan).toBe('ABCDE1234F');
    expect(s.step).toBe(2);
    s = run([{ type: 'panVerified' }, { type: 'next' }], s);
    expect(s.step).toBe(3);
    s = run([{ type: 'next' }], s);
    expect(s.step).toBe(3);
    s = run(
      [
        { type: 'selfieCaptured', image: 'data:image/jpeg;base64,x' },
        { type: 'selfieVerified' },
        { type: 'next' },
      ],
      s,
    );
    expect(s.step).toBe(4);
  });

  it('skips the PAN step when the PAN was found in the locker, and Back skips it too', () => {
    let s = run([fetched(true), { type: 'next' }]);
    expect(s.step).toBe(3);
    expect(s.panVerified).toBe(true);
    expect(s.pan).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    s = run([{ type: 'back' }], s);
    expect(s.step).toBe(1);
  });

  it('Back goes to the previous step and never before step 1', () => {
    const atSelfie = run([
      fetched(false),
      { type: 'next' },
      { type: 'panChanged', value: 'ABCDE1234F' },
      { type: 'panVerified' },
      { type: 'next' },
    ]);
    expect(atSelfie.step).toBe(3);
    const atPan = run([{ type: 'back' }], atSelfie);
    expect(atPan.step).toBe(2);
    expect(atPan.panVerified).toBe(true);
    expect(run([{ type: 'back' }, { type: 'back' }], atPan).step).toBe(1);
    const atComplete = run(
      [{ type: 'selfieCaptured', image: 'x' }, { type: 'selfieVerified' }, { type: 'next' }],
      atSelfie,
    );
    expect(run([{ type: 'back' }], atComplete).step).toBe(3);
  });

  it('does not move while a check runs', () => {
    const s = run([fetched(false), { type: 'next' }, { type: 'started', check: 'pan' }]);
    expect(run([{ type: 'back' }], s).step).toBe(2);
  });

  it('a name mismatch quotes both names and does not advance', () => {
    const s = run([fetched(false, 'Ravi Kumar Singh'), { type: 'next' }]);
    expect(s.step).toBe(1);
    expect(s.digilockerVerified).toBe(false);
    expect(s.error).toBe(kycMessages.nameMismatch('Ravi Kumar Singh', NAME));
  });

  it('accepts a name that differs only in case, accents and punctuation', () => {
    const s = run([
      { type: 'digilockerFetched', record: buildRecord('ASHA  RAO.', false), registeredName: 'Ásha Rao' },
    ]);
    expect(s.digilockerVerified).toBe(true);
  });

  it('a failure keeps the step and shows its message; starting again clears it', () => {
    let s = run([
      { type: 'started', check: 'digilocker' },
      { type: 'failed', error: kycMessages.digilockerFailed },
    ]);
    expect(s).toMatchObject({ step: 1, pending: null, error: kycMessages.digilockerFailed });
    s = run([{ type: 'started', check: 'digilocker' }], s);
    expect(s.error).toBeNull();
  });

  it('editing a verified PAN asks for a new check', () => {
    const s = run([fetched(false), { type: 'panChanged', value: 'ABCDE1234F' }, { type: 'panVerified' }]);
    expect(run([{ type: 'panChanged', value: 'ABCDE1234G' }], s).panVerified).toBe(false);
    expect(run([{ type: 'panChanged', value: 'ABCDE1234F' }], s).panVerified).toBe(true);
  });

  it('Retake discards the selfie and its verification', () => {
    const s = run([
      { type: 'selfieCaptured', image: 'x' },
      { type: 'selfieVerified' },
      { type: 'selfieDiscarded' },
    ]);
    expect(s).toMatchObject({ selfie: null, selfieVerified: false });
  });
});

describe('submit guards (docs/product.md section 5, identity submit)', () => {
  it('requires the document locker first, then the PAN', () => {
    expect(submitBlocker(initialKycState)).toBe(kycMessages.digilockerFirst);
    const locker = run([fetched(false)]);
    expect(submitBlocker(locker)).toBe(kycMessages.panMandatory);
    expect(
      submitBlocker(run([{ type: 'panChanged', value: 'ABCDE1234F' }, { type: 'panVerified' }], locker)),
    ).toBeNull();
    expect(submitBlocker(run([fetched(true)]))).toBeNull();
  });

  it('a mismatched name blocks the submit', () => {
    expect(submitBlocker(run([fetched(true, 'Ravi Kumar Singh')]))).toBe(kycMessages.digilockerFirst);
  });
});
