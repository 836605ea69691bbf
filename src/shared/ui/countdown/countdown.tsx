import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNow } from '../../hooks/use-now';
import { countdownParts } from '../../lib/format/countdown';

type CountdownProps = {
  /** When it ends, in epoch milliseconds. */
  endsAt: number;
  /** Called once when the time is up (refetch the order, show its result). */
  onEnd?: () => void;
  className?: string;
};

/** Time left until `endsAt`: "2 d 03:04:05", "00:00:42"; the screen reader hears it as a timer. */
export function Countdown({ endsAt, onEnd, className }: CountdownProps) {
  const { t } = useTranslation('common');
  const now = useNow();
  const { total, days, clock } = countdownParts(endsAt, now);
  const ended = useRef(false);
  useEffect(() => {
    if (total > 0) ended.current = false;
    else if (!ended.current) {
      ended.current = true;
      onEnd?.();
    }
  }, [total, onEnd]);
  return (
    <time role="timer" className={className} dateTime={`PT${total}S`}>
      {days > 0 ? t('time.countdownDays', { days, clock }) : clock}
    </time>
  );
}
