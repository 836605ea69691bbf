import { useRouterState } from '@tanstack/react-router';
import { useAppNavigation } from '../../../shared/lib/navigation/use-app-navigation';
import { clearDraft, saveDraft, useFormDraft } from '../../../shared/state/form-draft';
import { showToast } from '../../../shared/ui/toast/toast-store';
import type { IdentityType } from './identity';

/**
 * The draft of an account form (registration, password reset) that leaves for the area-code picker and comes back:
 * its starting values (a phone form with the area code the picker returned), the way to the picker, and the way out
 * to the login page, with the account filled in, once the server has accepted it.
 */
export function useAccountDraft<T extends { type: IdentityType; area_code: string }>(
  draft: string,
  fresh: () => T,
  areaCode: number | undefined,
) {
  const { redirect } = useAppNavigation();
  const here = useRouterState({ select: (state) => state.location.href });
  const initialValues = useFormDraft(draft, fresh, (values) =>
    areaCode ? { ...values, type: 'mobile' as const, area_code: String(areaCode) } : values,
  );

  const pickAreaCode = (values: T) => {
    saveDraft(draft, values);
    void redirect({ to: '/pages/common/area', search: { redirect: here } });
  };

  const toLogin = async (message: string, account: string) => {
    showToast(message);
    clearDraft(draft);
    await redirect({ to: '/pages/common/login', search: { account } });
  };

  return { initialValues, pickAreaCode, toLogin };
}
