import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AreaCodeScreen } from '../../../../features/auth/screens/area-code-screen';

export const Route = createFileRoute('/_authed/pages/setting/areas')({
  component: () => <AreaCodeScreen fallback="/pages/setting/security" />,
  validateSearch: z.object({ redirect: z.string().optional() }),
});
