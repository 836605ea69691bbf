import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { AreaCodeScreen } from '../../../features/auth/screens/area-code-screen';

export const Route = createFileRoute('/pages/common/area')({
  component: () => <AreaCodeScreen fallback="/pages/common/register" />,
  validateSearch: z.object({ redirect: z.string().optional() }),
});
