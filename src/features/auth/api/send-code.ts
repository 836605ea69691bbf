import { sendEmailCode } from '../../../gen/api/auth/auth';
import { sendSmsCode } from '../../../gen/api/settings/settings';
import type { SendEmailCodeBodyType } from '../../../gen/model';
import { showToast } from '../../../shared/ui/toast/toast-store';

type Target = { type: 'email' | 'mobile' | 'username'; account: string; areaCode?: string };

/**
 * Sends the 6-digit code to the e-mail address (for `purpose`) or by SMS to the phone, and shows the server's
 * confirmation. Rejects when the server refused (its message was shown).
 */
export async function sendVerificationCode({ type, account, areaCode }: Target, purpose: SendEmailCodeBodyType) {
  const message =
    type === 'mobile'
      ? await sendSmsCode({ area_code: Number(areaCode), mobile: account.trim() })
      : await sendEmailCode({ user_string: account.trim(), type: purpose });
  showToast(message);
}
