import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SecurityScreen } from '../../../../features/security/screens/security-screen';

export const Route = createFileRoute('/_authed/pages/setting/security')({
  component: SecurityScreen,
  /** `area_code`: the code chosen on the area-code page for the phone being bound. */
  validateSearch: z.object({ area_code: z.coerce.number().int().min(1).max(9999).optional() }),
});
