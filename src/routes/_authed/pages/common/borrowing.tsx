import { createFileRoute } from '@tanstack/react-router';
import { BorrowingScreen } from '../../../../features/loans/screens/borrowing-screen';

export const Route = createFileRoute('/_authed/pages/common/borrowing')({ component: BorrowingScreen });
