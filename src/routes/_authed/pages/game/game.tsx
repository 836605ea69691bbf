import { createFileRoute } from '@tanstack/react-router';
import { parseGuessSearch } from '../../../../features/guess/lib/guess-search';
import { GameScreen } from '../../../../features/guess/screens/game-screen';

export const Route = createFileRoute('/_authed/pages/game/game')({
  component: GameScreen,
  validateSearch: parseGuessSearch,
});
