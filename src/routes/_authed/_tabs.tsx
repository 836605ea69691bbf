import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TabLayout } from '../../app/tab-bar/tab-layout';

/** The five tab pages share the bottom tab bar. */
export const Route = createFileRoute('/_authed/_tabs')({
  component: () => (
    <TabLayout>
      <Outlet />
    </TabLayout>
  ),
});
