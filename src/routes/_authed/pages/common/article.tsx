import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ArticleScreen } from '../../../../features/content/screens/article-screen';

export const Route = createFileRoute('/_authed/pages/common/article')({
  component: ArticleScreen,
  validateSearch: z.object({ id: z.coerce.number().int().min(1).optional().catch(undefined) }),
});
