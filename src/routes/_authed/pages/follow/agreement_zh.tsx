import { createFileRoute } from '@tanstack/react-router';
import { AGREEMENT_ZH } from '../../../../features/copy-trading/lib/agreement-zh';
import { AgreementScreen } from '../../../../features/copy-trading/screens/agreement-screen';

export const Route = createFileRoute('/_authed/pages/follow/agreement_zh')({
  component: () => <AgreementScreen agreement={AGREEMENT_ZH} />,
});
