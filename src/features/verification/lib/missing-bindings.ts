import type { UserProfile } from '../../../gen/model';

export type Binding = 'email' | 'phone';

/** What must be bound before identity verification (section 5): the e-mail address and the phone. */
export function missingBindings(user: Pick<UserProfile, 'email' | 'phone'>): Binding[] {
  const missing: Binding[] = [];
  if (!user.email) missing.push('email');
  if (!user.phone) missing.push('phone');
  return missing;
}
