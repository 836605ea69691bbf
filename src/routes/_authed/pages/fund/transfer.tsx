import { createFileRoute } from '@tanstack/react-router';
import { ConversionScreen } from '../../../../features/transfers/screens/conversion-screen';

export const Route = createFileRoute('/_authed/pages/fund/transfer')({ component: ConversionScreen });
