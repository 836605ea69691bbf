/** Mounts the scenario panel beside the app (development build only; see main.tsx). */
import { createRoot } from 'react-dom/client';
import { queryClient } from '../../shared/lib/query/query-client';
import { ScenarioPanel } from './scenario-panel';
import { addPanelTexts } from './texts';

export function mountScenarioPanel(): void {
  addPanelTexts();
  const host = document.createElement('div');
  host.id = 'scenario-panel';
  document.body.append(host);
  // a reset puts the whole sandbox back (no write the contract lists): every query is stale, the screens read it again
  createRoot(host).render(<ScenarioPanel onReset={() => void queryClient.invalidateQueries()} />);
}
