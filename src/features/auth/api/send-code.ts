import { useSendEmailCode } from '../../../gen/api/auth/auth';
import type { SendEmailCodeBodyType } from '../../../gen/model';
import { showToast } from '../../../shared/ui/toast/toast-store';

type Target = { type: 'email' | 'mobile' | 'username'; account: string; areaCode?: string };

/**
 * What sends the 6-digit code for `purpose` to an identity of someone not signed in yet: by e-mail to an address,
 * or by SMS to a phone number with its area code (the contract's public `sendEmailCode` serves both; its
 * `sendSmsCode` needs a token). Shows the server's confirmation; rejects when the server refused (its message
 * was shown).
 */
export function useSendVerificationCode() {
  const { mutateAsync } = useSendEmailCode();
  return async ({ type, account, areaCode }: Target, purpose: SendEmailCodeBodyType) => {
    const message = await mutateAsync({
      data: {
        user_string: account.trim(),
        type: purpose,
        ...(type === 'mobile' && { area_code: Number(areaCode) }),
      },
    });
    showToast(message);
  };
}
