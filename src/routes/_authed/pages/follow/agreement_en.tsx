import { createFileRoute } from '@tanstack/react-router';
import { AGREEMENT_EN } from '../../../../features/copy-trading/lib/agreement-en';
import { AgreementScreen } from '../../../../features/copy-trading/screens/agreement-screen';

export const Route = createFileRoute('/_authed/pages/follow/agreement_en')({
  component: () => <AgreementScreen agreement={AGREEMENT_EN} />,
});
