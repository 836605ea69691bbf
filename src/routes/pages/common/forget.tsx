import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgetScreen } from '../../../features/auth/screens/forget-screen';

export const Route = createFileRoute('/pages/common/forget')({
  component: ForgetScreen,
  validateSearch: z.object({ area_code: z.coerce.number().int().min(1).max(9999).optional() }),
});
