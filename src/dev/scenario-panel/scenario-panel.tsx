/**
 * The development build's scenario panel: for any operation of the contract, choose what the mock answers
 * (normal, an error envelope, session expired, verification required, slow, or a network failure), go back
 * to normal answers, or reset the sandbox to its seed; its Outbox tab shows the verification codes the mock sent
 * (read again while shown). It talks to the mock's control endpoints only; the
 * production build never contains it (main.tsx loads it under `import.meta.env.DEV`).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useSessionStore } from '../../shared/state/session-store';
import { Button } from '../../shared/ui/button/button';
import {
  chooseAnswer,
  clearFaults,
  listOperations,
  resetSandbox,
  type Answer,
  type ControlledOperation,
  type Scope,
} from './sandbox-controls';
import { Outbox } from './outbox';
import { ScenarioToggle } from './scenario-toggle';
import styles from './scenario-panel.module.css';
import { PANEL_NAMESPACE } from './texts';

type ScenarioPanelProps = {
  /** After a reset: what the app shows must be read again. */
  onReset: () => void;
};

export function ScenarioPanel({ onReset }: ScenarioPanelProps) {
  const { t } = useTranslation(PANEL_NAMESPACE);
  const [open, setOpen] = useState(false);
  const [operations, setOperations] = useState<ControlledOperation[]>([]);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState('');
  const [tab, setTab] = useState<'operations' | 'outbox'>('operations');
  // signed in, the answers chosen here are this session's alone by default: a test or another browser on the same
  // mock keeps its normal answers
  const token = useSessionStore((state) => state.token);
  const [wholeMock, setWholeMock] = useState(false);
  const scope: Scope = token && !wholeMock ? token : undefined;

  /** Reads the operations with the faults their calls get in that scope (the one just chosen, or the current). */
  const load = useCallback(
    async (shownScope: Scope) => {
      try {
        setOperations(await listOperations(shownScope));
      } catch {
        setStatus(t('unavailable'));
      }
    },
    [t],
  );

  const shown = useMemo(() => {
    const words = query.trim().toLowerCase();
    return operations.filter(
      (operation) =>
        !words || `${operation.operationId} ${operation.path} ${operation.tag}`.toLowerCase().includes(words),
    );
  }, [operations, query]);

  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      setStatus(done);
      await load(scope);
    } catch {
      setStatus(t('unavailable'));
    }
  };

  const operationsTab = (
    <>
      <p className={styles.hint}>{t('hint')}</p>
      <label className={styles.scope}>
        <input
          type="checkbox"
          checked={scope !== undefined}
          disabled={!token}
          onChange={(event) => {
            setWholeMock(!event.target.checked);
            void load(event.target.checked ? (token ?? undefined) : undefined);
          }}
        />
        {t('onlyThisSession')}
      </label>
      <input
        className={styles.search}
        type="search"
        aria-label={t('search')}
        placeholder={t('search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p className={styles.hint}>{t('count', { count: shown.length })}</p>
      <ul className={styles.list}>
        {shown.map((operation) => (
          <li key={operation.operationId} className={styles.row}>
            <span className={`${styles.name} ${operation.fault ? styles.faulty : ''}`}>
              {operation.operationId}
              <code>
                {operation.method} {operation.path} · {t(`by.${operation.answeredBy}`)}
              </code>
            </span>
            <select
              aria-label={t('answerFor', { operation: operation.operationId })}
              value={operation.fault?.answer ?? 'ok'}
              onChange={(event) => {
                const answer = event.target.value as Answer;
                void act(
                  () => chooseAnswer(operation.operationId, answer, scope),
                  t('saved', { operation: operation.operationId, answer: t(`answer.${answer}`) }),
                );
              }}
            >
              {operation.answers.map((answer) => (
                <option key={answer} value={answer}>
                  {t(`answer.${answer}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void act(() => clearFaults(scope), t('answer.ok'))}>
          {t('clearFaults')}
        </Button>
        <Button
          variant="danger"
          onClick={() =>
            void act(async () => {
              await resetSandbox();
              onReset();
            }, t('resetDone'))
          }
        >
          {t('reset')}
        </Button>
      </div>
    </>
  );

  if (!open)
    return (
      <ScenarioToggle
        label={t('toggle')}
        onOpen={() => {
          setOpen(true);
          void load(scope);
        }}
      />
    );
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <div className={styles.header}>
        <h2>{t('title')}</h2>
        <Button variant="secondary" onClick={() => setOpen(false)}>
          {t('close')}
        </Button>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t('title')}>
        {(['operations', 'outbox'] as const).map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'outbox' ? <Outbox /> : operationsTab}
      <p className={styles.status} role="status">
        {status}
      </p>
    </section>
  );
}
