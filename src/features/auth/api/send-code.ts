import { sendEmailCode } from '../../../gen/api/auth/auth';
import type { SendEmailCodeBodyType } from '../../../gen/model';
import { showToast } from '../../../shared/ui/toast/toast-store';

type Target = { type: 'email' | 'mobile' | 'username'; account: string; areaCode?: string };

/**
 * Sends the 6-digit code for `purpose` to an identity of someone not signed in yet: by e-mail to an address,
 * or by SMS to a phone number with its area code (the contract's public `sendEmailCode` serves both; its
 * `sendSmsCode` needs a token). Shows the server's confirmation; rejects when the server refused (its message
 * was shown).
 */
export async function sendVerificationCode({ type, account, areaCode }: Target, purpose: SendEmailCodeBodyType) {
  const message = await sendEmailCode({
    user_string: account.trim(),
    type: purpose,
    ...(type === 'mobile' && { area_code: Number(areaCode) }),
  });
  showToast(message);
}
