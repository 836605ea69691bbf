import { createFileRoute } from '@tanstack/react-router';
import { DownloadScreen } from '../../../features/download/screens/download-screen';

/** Public: a visitor may download the app before having an account. */
export const Route = createFileRoute('/pages/download/download')({ component: DownloadScreen });
