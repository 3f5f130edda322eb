/**
 * A refused passkey step in words (issue 44): the device's refusals by their DOM names (the person
 * cancelled or let the prompt time out; the device holds a passkey for this account already), the
 * server's as for any account request (problems.ts), with the passkey's own meaning of 401 and 409.
 */
import { WebAuthnError } from '@simplewebauthn/browser';
import type { T } from '../i18n/i18n';
import { ApiError } from '../net/api';
import { refusal } from './problems';

export type PasskeyStep = 'signIn' | 'signUp' | 'add' | 'remove';

export function passkeyRefusal(e: unknown, t: T, step: PasskeyStep): string {
  if (e instanceof WebAuthnError) {
    if (e.name === 'NotAllowedError') return t('account.passkeyCancelled');
    if (e.name === 'InvalidStateError') return t('account.passkeyExists');
    return e.message;
  }
  if (e instanceof ApiError && e.status === 401 && step === 'signIn') return t('account.passkeyRefused');
  if (e instanceof ApiError && e.status === 409 && step === 'add') return t('account.passkeyExists');
  if (e instanceof ApiError && e.status === 409 && step === 'remove') return t('account.passkeyLast');
  return refusal(e, t, step === 'signUp' ? 'signUp' : 'other');
}
