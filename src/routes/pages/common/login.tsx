import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '../../../features/auth/screens/login-screen';

export const Route = createFileRoute('/pages/common/login')({
  component: LoginScreen,
  validateSearch: z.object({ redirect: z.string().optional(), account: z.string().max(64).optional() }),
});
