import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { RegisterScreen } from '../../../features/auth/screens/register-screen';

export const Route = createFileRoute('/pages/common/register')({
  component: RegisterScreen,
  validateSearch: z.object({
    /** The inviter's code, from an invitation link. */
    code: z.string().max(12).optional(),
    /** The area code chosen on the area-code page. */
    area_code: z.coerce.number().int().min(1).max(9999).optional(),
  }),
});
